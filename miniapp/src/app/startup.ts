import type { CheckSessionAnswer } from '@shared/schemas/session.ts';
import { callFunction } from '../lib/api-client.ts';
import { authCalls, checkSessionCall, settingsCalls } from '../lib/calls.ts';
import { cachedLanguage, chosenLanguage, isLanguage, loadLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { readStoredSessionId, setSessionId } from '../lib/session-store.ts';
import { sessionQueryKey, userSettingsQueryKey } from '../lib/session.ts';
import { keptSessionId, telegramEnv } from '../lib/telegram/index.ts';
import { whenIdle } from '../lib/when-idle.ts';
import type { Language } from '@shared/constants.ts';
import { languageFromTelegram } from '@shared/telegram-language.ts';

/**
 * An anonymous visitor's language: the one chosen with the switch, else inside
 * Telegram its `language_code`, else the server's answer (the browser's language).
 */
function visitorLanguage(fromServer: Language | null): Language | null {
  const code = telegramEnv()?.languageCode;
  return chosenLanguage() ?? (code ? languageFromTelegram(code) : fromServer);
}

/** The kept query cache's code, a chunk of its own; null where it cannot load (nothing is then kept). */
const keptQueries = () => import('../lib/query-persist.ts').catch(() => null);

/** What warms up after start-up when signed in (app/routes.tsx: the planner tab's loader). */
const prefetchers: Array<() => Promise<unknown>> = [];
export function prefetchWhenSignedIn(fn: () => Promise<unknown>): void {
  prefetchers.push(fn);
}

/**
 * A new anonymous session for a visitor whose page the server drew (main.tsx adopts the drawing
 * for it); null when it could not be made (the app then starts as always and tries again).
 */
export const createVisitorSession = (): Promise<string | null> =>
  callFunction(authCalls.initSession, {}, { sessionId: null }).then(
    (created) => created.sessionId,
    (err: unknown) => (console.error('Session start failed', err), null),
  );

export interface Started {
  sessionId: string;
  isAuth: boolean;
  /**
   * 'gone' when the stored session, shown at once from the saved cache, turned out to be gone:
   * the app then starts again the normal way (a new anonymous session).
   */
  verified: Promise<'ok' | 'gone'>;
}

/** check-session's answer; an error when the server could not be asked (the session is kept). */
const checkSession = (sessionId: string) =>
  callFunction(checkSessionCall, { sessionId }, { sessionId: null }).then(
    (state) => ({ state, error: null }),
    (err: Error) => {
      console.error('Session check failed', err);
      return { state: null, error: err };
    },
  );

/** The person's settings into the cache; their language, or null when they could not be read. */
const readSettings = (sessionId: string): Promise<Language | null> =>
  callFunction(settingsCalls.getUserSettings, {}, { sessionId }).then(
    (settings) => {
      queryClient.setQueryData(userSettingsQueryKey(sessionId), settings);
      return isLanguage(settings.language) ? settings.language : null;
    },
    (err: unknown) => (console.error('Error getting user settings', err), null),
  );

/**
 * Start-up: check the stored session (inside Telegram also the one kept in SecureStorage when
 * local storage lost it), drop a missing one, create an anonymous one, load the user's language.
 *
 * Nothing waits for what it does not need. The cached language's texts, the session
 * check and the settings start together (the route's code is already on its way, main.tsx).
 * A stored session with a saved cache renders at once from it; the check then only confirms it
 * (a gone session starts the app again through `verified`). `restoreSaved` is false behind a page
 * the server drew.
 */
export async function startup(prefetch: (isAuth: boolean) => void = () => {}, restoreSaved = true): Promise<Started> {
  // Asked for at once: the session is known in a moment, and a saved copy then renders at once.
  const persist = keptQueries();
  // Saves the cache from now on: after it was put back, which a save would overwrite.
  const keepQueries = () => void persist.then((m) => m?.persistQueries(queryClient));
  const sessionId = await keptSessionId(readStoredSessionId());
  const cached = cachedLanguage();
  const texts = loadLanguage(cached);
  const applyLanguage = async (language: Language | null) => {
    await texts;
    if (language && language !== cached) await loadLanguage(language);
  };
  const signedIn = (isAuth: boolean) => {
    // After the first screen: a prefetch must not hold up the page's own requests.
    if (isAuth) whenIdle(() => prefetchers.forEach((p) => void p().catch(() => {})));
  };

  // Saved answers of any other session (signed out, replaced) never outlive it.
  void persist.then((m) => m?.clearPersistedQueries(sessionId));
  if (sessionId) {
    const id = sessionId;
    const check = checkSession(id);
    const language = readSettings(id);
    // Behind a page the server drew, the drawing's answers are the newer ones, and of the saved
    // copy only the planner's other projects come back (they open offline): anything else may be
    // an answer the drawing lacks (a quiz in view last time), which a part of the page still
    // hydrating would render where the server drew none. The drawing's answers stay fresh: they
    // were read a moment ago, and the realtime stream asks for the changes made since the drawing
    // (lib/realtime-stream.ts `since`), so only what changed is asked for again, not every answer
    // in the seconds a first tap waits for the page.
    const kept = await persist;
    if (restoreSaved) await kept?.restoreQueries(queryClient, id);
    else {
      await kept?.restoreQueries(
        queryClient,
        id,
        undefined,
        undefined,
        (q) => q.queryKey[0] === 'planner-data' && !queryClient.getQueryData(q.queryKey),
      );
    }
    keepQueries();
    const known = queryClient.getQueryData<CheckSessionAnswer>(sessionQueryKey(id));
    if (known?.exists) {
      setSessionId(id);
      prefetch(known.isAuth);
      void language.then((l) => applyLanguage(known.isAuth ? l : visitorLanguage(l)));
      const verified = check.then(({ state }) => {
        if (state) queryClient.setQueryData(sessionQueryKey(id), state);
        return state && !state.exists ? ('gone' as const) : ('ok' as const);
      });
      await texts;
      signedIn(known.isAuth);
      return { sessionId: id, isAuth: known.isAuth, verified };
    }
    const { state, error } = await check;
    // No answer (offline, the server down): the stored session is not known to be gone, so it
    // stays; start-up fails and offers a retry.
    if (error) throw error;
    if (state?.exists) {
      setSessionId(id);
      prefetch(state.isAuth);
      queryClient.setQueryData(sessionQueryKey(id), state);
      const l = await language;
      await applyLanguage(state.isAuth ? l : visitorLanguage(l));
      signedIn(state.isAuth);
      return { sessionId: id, isAuth: state.isAuth, verified: Promise.resolve('ok') };
    }
  }

  keepQueries();
  setSessionId(null);
  const created = await callFunction(authCalls.initSession, {}, { sessionId: null });
  const state: CheckSessionAnswer = { exists: true, isAuth: false, userId: null };
  setSessionId(created.sessionId);
  queryClient.setQueryData(sessionQueryKey(created.sessionId), state);
  prefetch(false);
  // A new anonymous session has the default settings: their answer need not hold up the page.
  void readSettings(created.sessionId).then((l) => applyLanguage(visitorLanguage(l)));
  await texts;
  return { sessionId: created.sessionId, isAuth: false, verified: Promise.resolve('ok') };
}
