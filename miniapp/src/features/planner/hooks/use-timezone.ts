import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { UserSettings } from '../../../../../shared/schemas/session.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { sessionIdAtom } from '../../../lib/session-store.ts';

/**
 * The user's time zone from their settings (start-up fills the `['settings', sessionId]`
 * key); UTC, the spec's default, until known or when signed out.
 */
export function useTimezone(): string {
  const sessionId = useAtomValue(sessionIdAtom);
  const q = useQuery({
    queryKey: ['settings', sessionId],
    queryFn: () => callFunction<UserSettings>('settings', { action: 'getUserSettings', sessionId }),
    enabled: !!sessionId,
  });
  return q.data?.timezone || 'UTC';
}

/** "Now", refreshed every minute, so Today/Overdue move on while the page stays open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
