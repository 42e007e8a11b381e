import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { profileCall } from '@app/lib/calls.ts';
import { useSession } from '@app/lib/session.ts';

/**
 * The signed-in person's name (their own profile, under the profile page's key), so the demo
 * messenger leaves out a dialog with themselves; null signed out or until known.
 */
export function useOwnName(): string | null {
  const { sessionId, isAuth } = useSession();
  const q = useQuery(
    callQueryOptions(profileCall, sessionId && isAuth ? {} : null, {
      queryKey: ['profile', 'own', sessionId],
      sessionId,
      select: (a) => a.profile.name,
      meta: { errorToast: false },
    }),
  );
  return q.data ?? null;
}
