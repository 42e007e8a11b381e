import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAREER_LIST_FILTERS,
  toggleValue,
  type CareerFilters,
  type CareerListKey,
} from '@shared/career/career-query.ts';

export interface SalaryDraft {
  from: string;
  to: string;
  setFrom: (text: string) => void;
  setTo: (text: string) => void;
  invalid: boolean;
}

interface Props {
  filters: CareerFilters;
  /** Only the filter that changed. */
  onChange: (change: Partial<CareerFilters>) => void;
  salary: SalaryDraft;
}

const LIST_ORDER: CareerListKey[] = ['workStatus', 'workType', 'workFormat', 'salaryCurrency', 'salaryPeriod'];
/** "150 000" typed or pasted stays digits and spaces; anything else is not a salary. */
const numeric = (text: string) => text.replace(/[^\d\s]/g, '').slice(0, 13);

/**
 * Every filter of the board: multi-selects with 'Any' (empty) first, and the salary
 * range as two numeric fields. The same panel is the desktop sidebar and the phone's slide-over.
 */
export function FilterPanel({ filters, onChange, salary }: Props) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="career-filters" data-testid="career-filters">
      {LIST_ORDER.map((key) => {
        const picked = filters[key] as string[];
        const vocabulary = CAREER_LIST_FILTERS[key] as readonly string[];
        return (
          <fieldset key={key} className="career-filter" data-testid={`filter-${key}`}>
            <legend className="career-filter__label">{t(`career.filters.${key}`)}</legend>
            <div className="career-filter__options">
              <button
                type="button"
                className={`career-option${picked.length === 0 ? ' is-on' : ''}`}
                aria-pressed={picked.length === 0}
                onClick={() => onChange({ [key]: [] })}
                data-testid={`filter-${key}-any`}
              >
                {t('career.filters.any')}
              </button>
              {vocabulary.map((value) => {
                const on = picked.includes(value);
                return (
                  <button
                    key={value}
                    type="button"
                    className={`career-option${on ? ' is-on' : ''}`}
                    aria-pressed={on}
                    onClick={() => onChange({ [key]: toggleValue(vocabulary, picked, value) })}
                    data-testid={`filter-${key}-${value}`}
                  >
                    {t(`career.${key}.${value}`)}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <fieldset className="career-filter" data-testid="filter-salary">
        <legend className="career-filter__label">{t('career.filters.salary')}</legend>
        <div className="career-salary">
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className="career-salary__field">
              <span className="career-salary__label">
                {t(end === 'from' ? 'career.filters.salaryFrom' : 'career.filters.salaryTo')}
              </span>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={salary[end]}
                placeholder={t('career.filters.anyAmount')}
                onChange={(e) => (end === 'from' ? salary.setFrom : salary.setTo)(numeric(e.target.value))}
                aria-invalid={salary.invalid || undefined}
                aria-describedby={salary.invalid ? errorId : undefined}
                data-testid={`filter-salary-${end}`}
              />
            </label>
          ))}
        </div>
        {salary.invalid && (
          <p id={errorId} className="career-salary__error error-text" role="alert" data-testid="filter-salary-error">
            {t('validation.salaryRange')}
          </p>
        )}
      </fieldset>
    </div>
  );
}
