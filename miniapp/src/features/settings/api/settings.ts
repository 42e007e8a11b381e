import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { Language } from '@shared/constants.ts';
import type { SessionInfo } from '@shared/schemas/session.ts';
import { clearPersistedQueries } from '@app/lib/query-persist.ts';
import { ApiError, callFunction } from '@app/lib/api-client.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { notificationsCalls, settingsCalls } from '@app/lib/calls.ts';
import { invalidateOnChange } from '@app/lib/realtime.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { userSettingsQueryKey, userSettingsQueryOptions } from '@app/lib/session.ts';

/** The person's time zone and language (start-up fills the same key). */
export function useUserSettings() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery(userSettingsQueryOptions(sessionId));
}

/** A time zone change: save, then show the new zone at once; the dialog shows a failure in its banner. */
export function useUpdateTimezone() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useCallMutation(settingsCalls.updateTimezone, {
    meta: { errorToast: false },
    onSuccess: ({ timezone }, _args, _result, { client }) => {
      client.setQueryData(userSettingsQueryKey(sessionId), (old) => (old ? { ...old, timezone } : old));
    },
    invalidates: () => [userSettingsQueryKey(sessionId)],
  });
}

/** The two ways a language change fails, as i18n keys of settings.language. */
export type LanguageChangeFailure = 'updateFailed' | 'startFailed';

export class LanguageChangeError extends Error {
  constructor(
    readonly failure: LanguageChangeFailure,
    cause: unknown,
  ) {
    super(failure, { cause });
  }
}

export async function updateLanguage(language: Language): Promise<void> {
  try {
    await callFunction(settingsCalls.updateLanguage, { data: { language } });
  } catch (err) {
    // The server refused: the preference was not saved. Anything else (offline, a bug):
    // the change never started.
    const refused = err instanceof ApiError && err.status > 0;
    throw new LanguageChangeError(refused ? 'updateFailed' : 'startFailed', err);
  }
}

/** A language change: save the preference, then reload the page in it. The dialog shows a failure. */
export function useUpdateLanguage({ reload = () => window.location.reload() }: { reload?: () => void } = {}) {
  return useMutation<void, LanguageChangeError, Language>({
    mutationFn: updateLanguage,
    meta: { errorToast: false },
    onSuccess: (_data, language) => {
      try {
        // Start-up reads this before the settings arrive: the reload paints in the new language at once.
        localStorage.setItem('language', language);
      } catch {
        /* private mode */
      }
      // Saved answers carry names in the old language (regions, practice areas).
      void clearPersistedQueries().finally(reload);
    },
  });
}

export const sessionsQueryKey = (sessionId: string | null) => ['sessions', sessionId] as const;
// A sign-in or sign-out on another device changes the list.
invalidateOnChange('sessions', ['sessions']);

const selectSessions = (a: { sessions?: SessionInfo[] }) => a.sessions ?? [];

/** A failure is logged only; the list then says it could not load. */
export function useSessions({ enabled = true }: { enabled?: boolean } = {}) {
  const sessionId = useAtomValue(sessionIdAtom);
  const q = useQuery({
    ...callQueryOptions(settingsCalls.getSessions, sessionId ? {} : null, {
      queryKey: sessionsQueryKey(sessionId),
      sessionId,
      select: selectSessions,
      meta: { errorToast: false },
    }),
    enabled,
  });
  useEffect(() => {
    if (q.error)
      console.error(`Error fetching sessions: ${q.error instanceof ApiError ? q.error.status : String(q.error)}`);
  }, [q.error]);
  return q;
}

/** Ends one of the person's other sessions by its opaque id; the list refreshes (and live elsewhere). */
export const useRevokeSession = () =>
  useCallMutation(settingsCalls.revokeSession, { invalidates: () => [['sessions']], meta: { errorToast: false } });

/** "Sign out of all other sessions". */
export const useSignOutOthers = () =>
  useCallMutation(settingsCalls.signOutOthers, { invalidates: () => [['sessions']], meta: { errorToast: false } });

export const notificationsQueryKey = (sessionId: string | null) => ['notifications', sessionId] as const;

/** The bot's notification switches. */
export function useNotificationSettings() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery(
    callQueryOptions(notificationsCalls.get, sessionId ? {} : null, {
      queryKey: notificationsQueryKey(sessionId),
      sessionId,
    }),
  );
}

/** Turns one kind on or off; the answer is the new state of every switch. */
export function useUpdateNotification() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useCallMutation(notificationsCalls.update, {
    onSuccess: (answer, _args, _result, { client }) => client.setQueryData(notificationsQueryKey(sessionId), answer),
    invalidates: () => [notificationsQueryKey(sessionId)],
  });
}
