import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeadlineAnswer } from './deadline-query.ts';

/** A day as a lawyer writes it down: "2 марта 2026 г., понедельник". The same in every zone: a day has none. */
export function formatDueDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ru-RU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The due day, how it was reached (each step with its article), and the calendar's warning when the year's decree is not out. */
export function DeadlineResult({ answer, stale }: { answer: DeadlineAnswer; stale?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      className={`deadline-result${stale ? ' is-stale' : ''}`}
      aria-live="polite"
      aria-labelledby="deadline-due-label"
      data-testid="deadline-result"
    >
      <p className="deadline-result__label" id="deadline-due-label">
        {t('deadlines.page.due')}
      </p>
      <p className="deadline-result__due" data-testid="deadline-due" data-day={answer.due}>
        {formatDueDay(answer.due, i18n.language)}
      </p>
      {!answer.calendar.known && answer.calendar.warning && (
        <p className="deadline-result__warning" role="note" data-testid="deadline-calendar-warning">
          <TriangleAlert size={16} aria-hidden />
          <span>{answer.calendar.warning}</span>
        </p>
      )}
      <p className="deadline-result__how">{t('deadlines.page.how')}</p>
      <ol className="deadline-result__steps" data-testid="deadline-steps">
        {answer.steps.map((s, i) => (
          <li key={i}>{s.text}</li>
        ))}
      </ol>
      {answer.calendar.source && (
        <p className="deadline-result__source">{t('deadlines.page.source', { source: answer.calendar.source })}</p>
      )}
    </section>
  );
}
