import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { notificationsCalls } from '@app/lib/calls.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';

const key = (sessionId: string | null) => ['notifications', sessionId] as const;

/** The signed-in person's saved career filter (null: none), from the notifications settings: the board's loader's too. */
export const careerAlertOptions = (sessionId: string | null, enabled = true) =>
  callQueryOptions(notificationsCalls.get, sessionId && enabled ? {} : null, { queryKey: key(sessionId), sessionId });

export function useCareerAlert(enabled: boolean) {
  return useQuery(careerAlertOptions(useAtomValue(sessionIdAtom), enabled));
}

/** "Notify me": saves the board's current filter; new matching vacancies come from the bot. */
export function useSaveCareerAlert() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useCallMutation(notificationsCalls.saveCareerAlert, { invalidates: () => [key(sessionId)] });
}

export function useDeleteCareerAlert() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useCallMutation(notificationsCalls.deleteCareerAlert, { invalidates: () => [key(sessionId)] });
}
