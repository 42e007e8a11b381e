import { atom, getDefaultStore } from 'jotai';

const KEY = 'sessionId';

/** The session id: local storage is the source of truth in the browser (key `sessionId`). */
export const sessionIdAtom = atom<string | null>(readStoredSessionId());

export function readStoredSessionId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function getSessionId(): string | null {
  return getDefaultStore().get(sessionIdAtom);
}

export function setSessionId(id: string | null): void {
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
  } catch {
    // private mode: the session lives for this tab only
  }
  getDefaultStore().set(sessionIdAtom, id);
}

const lostListeners = new Set<() => void>();
/** The app restarts as start-up does (a new anonymous session) when the session is gone. */
export function onSessionLost(listener: () => void): () => void {
  lostListeners.add(listener);
  return () => void lostListeners.delete(listener);
}

/** The server no longer knows this session (a 401): forget it and tell the app. */
export function forgetSession(): void {
  setSessionId(null);
  for (const l of lostListeners) l();
}
