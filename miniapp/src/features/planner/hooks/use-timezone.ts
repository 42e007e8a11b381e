import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useDrawnNow } from '@app/lib/render-hints.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { userSettingsQueryOptions } from '@app/lib/session.ts';

/**
 * The user's time zone from their settings (start-up fills the `['settings', sessionId]`
 * key); UTC, the default, until known or when signed out.
 */
export function useTimezone(): string {
  const sessionId = useAtomValue(sessionIdAtom);
  const q = useQuery(userSettingsQueryOptions(sessionId));
  return q.data?.timezone || 'UTC';
}

/**
 * "Now", refreshed every minute, so Today/Overdue move on while the page stays open. While the
 * page is the server's drawing, the moment it was drawn (a drawing made at 23:59 still says
 * "today" for that day when it hydrates).
 */
export function useNow(intervalMs = 60_000): number {
  const drawn = useDrawnNow();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return drawn?.getTime() ?? now;
}
