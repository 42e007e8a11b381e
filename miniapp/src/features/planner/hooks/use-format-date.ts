import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardDate } from '@shared/planner/card-date.ts';
import { useNow, useTimezone } from './use-timezone.ts';

/** Formats a date as cards show it: Today/Tomorrow/Yesterday or DD.MM.YYYY, plus HH:MM of a moment (a calendar day has none). */
export function useFormatDate() {
  const { t } = useTranslation();
  const timezone = useTimezone();
  const now = useNow();
  return useCallback(
    (value: string | null | undefined) => formatCardDate(value, now, timezone, (token) => t(`planner.date.${token}`)),
    [now, timezone, t],
  );
}
