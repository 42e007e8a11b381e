import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { calendarFeedCalls } from '@app/lib/calls.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';

export const calendarFeedQueryKey = (sessionId: string | null) => ['calendar-feed', sessionId] as const;

/** The person's calendar address and scope (made by the server on first use). */
export function useCalendarFeed() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery(
    callQueryOptions(calendarFeedCalls.get, sessionId ? {} : null, {
      queryKey: calendarFeedQueryKey(sessionId),
      sessionId,
      meta: { errorToast: false },
    }),
  );
}

/** A new address: the answer is the feed as it now is (the old address stops at once). */
export function useRotateCalendarFeed() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useCallMutation(calendarFeedCalls.rotate, {
    onSuccess: (answer, _args, _result, { client }) => client.setQueryData(calendarFeedQueryKey(sessionId), answer),
  });
}

/** Which tasks the feed carries; the address stays. */
export function useCalendarFeedScope() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useCallMutation(calendarFeedCalls.update, {
    onSuccess: (answer, _args, _result, { client }) => client.setQueryData(calendarFeedQueryKey(sessionId), answer),
  });
}
