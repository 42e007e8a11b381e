import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatRecent } from '@app/lib/date-time.ts';
import { useDrawnNow } from '@app/lib/render-hints.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { userSettingsQueryOptions } from '@app/lib/session.ts';

/** "5 минут назад", else the date and time in the reader's language and time zone. */
export function usePostDate() {
  const { i18n } = useTranslation();
  const sessionId = useAtomValue(sessionIdAtom);
  const timezone = useQuery(userSettingsQueryOptions(sessionId)).data?.timezone ?? null;
  const now = useDrawnNow();
  return (iso: string) => formatRecent(iso, { language: i18n.language, timezone }, now);
}
