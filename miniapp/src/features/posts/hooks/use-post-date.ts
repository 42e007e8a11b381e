import { useTranslation } from 'react-i18next';
import { formatRecent } from '@app/lib/date-time.ts';
import { useReaderTimeZone } from '@app/lib/reader-time-zone.ts';
import { useDrawnClock } from '@app/lib/render-hints.ts';

/**
 * "5 минут назад", else the date and time in the reader's language and time zone; while the page
 * is the server's drawing, counted from the moment and in the zone it was drawn in
 * (lib/reader-time-zone.ts says why).
 */
export function usePostDate() {
  const { i18n } = useTranslation();
  const timezone = useReaderTimeZone();
  const { now } = useDrawnClock();
  return (iso: string) => formatRecent(iso, { language: i18n.language, timezone }, now);
}
