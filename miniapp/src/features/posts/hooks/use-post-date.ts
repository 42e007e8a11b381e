import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatRecent } from '@app/lib/date-time.ts';
import { useDrawnClock } from '@app/lib/render-hints.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { userSettingsQueryOptions } from '@app/lib/session.ts';

/**
 * "5 минут назад", else the date and time in the reader's language and time zone. While the page
 * is the server's drawing, the moment and the zone it was drawn in: the settings can arrive
 * before the page hydrates with another zone (a visitor's new session has the browser's), and a
 * date drawn in one zone and hydrated in another is a hydration error and a date that jumps.
 */
export function usePostDate() {
  const { i18n } = useTranslation();
  const sessionId = useAtomValue(sessionIdAtom);
  const settingsZone = useQuery(userSettingsQueryOptions(sessionId)).data?.timezone ?? null;
  const clock = useDrawnClock();
  const timezone = clock.now ? (clock.timeZone ?? null) : settingsZone;
  return (iso: string) => formatRecent(iso, { language: i18n.language, timezone }, clock.now);
}
