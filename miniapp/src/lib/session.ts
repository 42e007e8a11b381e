import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { callQueryOptions } from './call-query.ts';
import { checkSessionCall, settingsCalls } from './calls.ts';
import { invalidateOnChange } from './realtime.ts';
import { sessionIdAtom } from './session-store.ts';

export const sessionQueryKey = (sessionId: string | null) => ['session', sessionId] as const;
// A stream hears of its own session row and its person's other sessions, by opaque id
// (never a session id): any of them may change what check-session answers.
invalidateOnChange('sessions', ['session']);

/** check-session: a missing session is an answer (`exists: false`), not an error. */
export const sessionQueryOptions = (sessionId: string | null) =>
  callQueryOptions(checkSessionCall, sessionId ? { sessionId } : null, {
    queryKey: sessionQueryKey(sessionId),
    sessionId: null,
  });

/** The current session's state; sign-in (a `sessions` change) refreshes it live. */
export function useSession() {
  const sessionId = useAtomValue(sessionIdAtom);
  const q = useQuery(sessionQueryOptions(sessionId));
  return {
    sessionId,
    isLoading: q.isLoading,
    exists: q.data?.exists ?? false,
    isAuth: q.data?.isAuth ?? false,
    userId: q.data?.userId ?? null,
  };
}

// Start-up fills this key; a change made on another device refreshes it live.
export const userSettingsQueryKey = (sessionId: string | null) => ['settings', sessionId] as const;
invalidateOnChange('user_settings', ['settings']);

/**
 * The person's time zone and language (an anonymous session gets the defaults). A failure
 * is logged only (start-up logs it); the app keeps its defaults.
 */
export const userSettingsQueryOptions = (sessionId: string | null) =>
  callQueryOptions(settingsCalls.getUserSettings, sessionId ? {} : null, {
    queryKey: userSettingsQueryKey(sessionId),
    sessionId,
    meta: { errorToast: false },
  });
