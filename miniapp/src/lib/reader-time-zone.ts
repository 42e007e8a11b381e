import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useDrawnClock } from './render-hints.ts';
import { sessionIdAtom } from './session-store.ts';
import { userSettingsQueryOptions } from './session.ts';

/**
 * The time zone a page writes the reader's dates and times in: the person's setting, except while
 * the page is the server's drawing, when it is the zone the drawing was made in. The settings can
 * arrive before the page hydrates with another zone (a visitor's new session takes the browser's),
 * and a date drawn in one zone and hydrated in another is a hydration error and a date that jumps.
 * Null: the device's own.
 */
export function useReaderTimeZone(): string | null {
  const sessionId = useAtomValue(sessionIdAtom);
  const settingsZone = useQuery(userSettingsQueryOptions(sessionId)).data?.timezone ?? null;
  const clock = useDrawnClock();
  return clock.now ? (clock.timeZone ?? null) : settingsZone;
}
