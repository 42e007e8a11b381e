import { useQuery } from '@tanstack/react-query';
import { Calculator, Gavel } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computeDeadline } from '@shared/deadlines/rules.ts';
import { deadlineRuleInput, type DeadlineRule } from '@shared/schemas/deadlines.ts';
import { DeadlineFields, periodText } from '@app/ui/deadline-calculator/deadline-fields.tsx';
import {
  deadlineComputeOptions,
  deadlinePresetsOptions,
  draftOfRule,
  EMPTY_DRAFT,
  ruleArgs,
  type DeadlineDraft,
} from '@app/ui/deadline-calculator/deadline-query.ts';
import { DeadlineResult, formatDueDay } from '@app/ui/deadline-calculator/deadline-result.tsx';
import { dottedDay } from '@app/features/planner/components/law-mark.tsx';
import '@app/ui/deadline-calculator/deadline-calculator.css';
import './deadline-control.css';

/** The rule a draft makes, checked as the server will check it; null while incomplete or wrong. */
function ruleOf(draft: DeadlineDraft): DeadlineRule | null {
  const args = ruleArgs(draft);
  if (!args) return null;
  const parsed = deadlineRuleInput.safeParse(args);
  return parsed.success ? parsed.data : null;
}

/**
 * Under the task's date: "Рассчитать срок" counts the date from an event by a code's rules
 * (the same calculator as /deadlines), and a date kept by a rule says so ("по закону", the rule on
 * hover or tap). The day shown before applying is counted here from the shared rules, so it is
 * there offline too; the server's explanation comes when it answers.
 */
export function DeadlineControl({
  deadline,
  droppedByHand,
  onApply,
}: {
  deadline: DeadlineRule | null;
  /** The person changed a date that a rule had set: the rule is gone, and we say so. */
  droppedByHand: boolean;
  onApply: (rule: DeadlineRule, due: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DeadlineDraft>(() => (deadline ? draftOfRule(deadline) : EMPTY_DRAFT));
  const presets = useQuery({ ...deadlinePresetsOptions(i18n.language), enabled: open || deadline !== null });
  const rule = useMemo(() => ruleOf(draft), [draft]);
  const due = rule ? computeDeadline(rule).due : null;
  const explained = useQuery({ ...deadlineComputeOptions(open ? ruleArgs(draft) : null, i18n.language) });
  const presetTitle = (id: string | null) => presets.data?.presets.find((p) => p.id === id)?.title;

  const summary = deadline
    ? t('planner.deadline.summary', {
        rule: presetTitle(deadline.preset) ?? periodText(t, deadline.amount, deadline.unit, deadline.code),
        from: dottedDay(deadline.from),
      })
    : '';

  return (
    <div className="pl-deadline" data-testid="deadline-control">
      {deadline && !open && (
        <button
          type="button"
          className="pl-deadline__mark"
          title={summary}
          aria-label={`${t('planner.deadline.byLaw')}: ${summary}`}
          onClick={() => setOpen(true)}
          data-testid="deadline-mark"
        >
          <Gavel size={13} aria-hidden />
          {t('planner.deadline.byLaw')}
        </button>
      )}
      {deadline && !open && (
        <p className="pl-deadline__summary" data-testid="deadline-summary">
          {summary}
        </p>
      )}
      {droppedByHand && !deadline && (
        <p className="pl-deadline__dropped" role="status" data-testid="deadline-dropped">
          {t('planner.deadline.dropped')}
        </p>
      )}
      {!open && (
        <button type="button" className="pl-deadline__open" onClick={() => setOpen(true)} data-testid="deadline-open">
          {deadline ? t('planner.deadline.change') : t('planner.deadline.compute')}
        </button>
      )}
      {open && (
        <div className="pl-deadline__panel" data-testid="deadline-panel">
          <DeadlineFields
            draft={draft}
            onChange={setDraft}
            presets={presets.data?.presets ?? []}
            idPrefix="task-deadline"
          />
          {explained.data && rule ? (
            <DeadlineResult answer={explained.data} stale={explained.data.due !== due} />
          ) : due ? (
            <p className="pl-deadline__due" data-testid="deadline-local-due">
              {t('deadlines.page.due')}: {formatDueDay(due, i18n.language)}
            </p>
          ) : null}
          <div className="pl-deadline__actions">
            <button type="button" className="pl-btn pl-btn--ghost" onClick={() => setOpen(false)}>
              {t('planner.deadline.keep')}
            </button>
            <button
              type="button"
              className="pl-btn pl-btn--primary"
              disabled={!rule || !due}
              onClick={() => {
                if (!rule || !due) return;
                onApply(rule, due);
                setOpen(false);
              }}
              data-testid="deadline-apply"
            >
              {t('planner.deadline.apply')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
