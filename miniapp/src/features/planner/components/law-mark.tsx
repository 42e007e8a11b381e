import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeadlineRule } from '@shared/schemas/deadlines.ts';
import { periodText } from '@app/ui/deadline-calculator/deadline-fields.tsx';

type T = ReturnType<typeof useTranslation>['t'];

/** A day as 30.01.2026, the way a rule's event day is cited. */
export const dottedDay = (day: string) => day.split('-').reverse().join('.');

/** "по закону: 1 месяц от 30.01.2026": what a date kept by a procedural rule was counted from. */
export function lawRuleText(t: T, rule: DeadlineRule): string {
  return t('planner.deadline.markTitle', {
    rule: `${periodText(t, rule.amount, rule.unit, rule.code)}, ${dottedDay(rule.from)}`,
  });
}

/** The small mark beside a date a procedural rule keeps; the rule shows on hover (the task's dialog shows it on tap). */
export function LawMark({ rule, text }: { rule: DeadlineRule; text?: string }) {
  const { t } = useTranslation();
  const title = text ?? lawRuleText(t, rule);
  return (
    <span className="pl-law-mark" title={title} role="img" aria-label={title} data-testid="law-mark">
      <Gavel size={12} aria-hidden />
    </span>
  );
}
