import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MONTH_NAMES_EN, MONTH_NAMES_RU } from '@shared/planner/calendar.ts';
import type { DayKey } from '@shared/planner/types.ts';

/** 0 = Monday … 6 = Sunday, for a day key (no time zone involved). */
export const weekdayIndex = (day: DayKey) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
export const dayOfMonth = (day: DayKey) => Number(day.slice(8, 10));

/** Month and weekday names in the interface language (the year view's tiles use the shared lists). */
export function useDayLabels() {
  const { t, i18n } = useTranslation();
  const ru = i18n.language === 'ru';
  return useMemo(() => labelsFor(ru, t), [ru, t]);
}

function labelsFor(ru: boolean, t: ReturnType<typeof useTranslation>['t']) {
  const months = ru ? MONTH_NAMES_RU : MONTH_NAMES_EN;
  const weekdays = t('boards.calendar.weekdaysShort', { returnObjects: true }) as unknown as string[];
  const genitive = t('boards.calendar.monthsGenitive', { returnObjects: true }) as unknown as string[];
  const safe = (list: unknown, i: number, fallback: string) =>
    Array.isArray(list) && typeof list[i] === 'string' ? list[i] : fallback;
  return {
    monthName: (index: number) => months[index],
    weekdayShort: (i: number) => safe(weekdays, i, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][i]),
    /** "10 мая" / "10 May". */
    dayAndMonth: (day: DayKey) => {
      const m = Number(day.slice(5, 7)) - 1;
      return ru ? `${dayOfMonth(day)} ${safe(genitive, m, months[m])}` : `${dayOfMonth(day)} ${months[m]}`;
    },
  };
}
