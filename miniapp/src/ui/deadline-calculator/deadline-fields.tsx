import { useTranslation } from 'react-i18next';
import { CODES, type CodeId, type DeadlineUnit } from '@shared/deadlines/types.ts';
import { daysMeaning, unitsFor } from '@shared/deadlines/rules.ts';
import { amountLimit, type DeadlineDraft, type DeadlinePreset } from './deadline-query.ts';

interface Props {
  draft: DeadlineDraft;
  onChange: (next: DeadlineDraft) => void;
  presets: readonly DeadlinePreset[];
  /** Ids of the inputs start with it: two calculators on one screen keep their labels apart. */
  idPrefix: string;
  /** A message under a field, by the field's name. */
  errors?: Partial<Record<'from' | 'amount' | 'unit' | 'code' | 'preset', string>>;
}

/**
 * The calculator's inputs: a common period (a preset) or one of the person's own, and the day
 * of the event it runs from. Plain named inputs, so the page's form also works as a GET form
 * with scripts off.
 */
export function DeadlineFields({ draft, onChange, presets, idPrefix, errors = {} }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<DeadlineDraft>) => onChange({ ...draft, ...patch });
  const preset = presets.find((p) => p.id === draft.preset);
  const id = (name: string) => `${idPrefix}-${name}`;
  const units = unitsFor(draft.code);
  return (
    <div className="deadline-fields">
      <label className="deadline-field" htmlFor={id('preset')}>
        <span className="deadline-field__label">{t('deadlines.page.period')}</span>
        <select
          id={id('preset')}
          name="preset"
          className="deadline-input"
          value={draft.preset}
          onChange={(e) => set({ preset: e.target.value })}
          data-testid="deadline-preset"
        >
          {CODES.map((code) => {
            const ofCode = presets.filter((p) => p.code === code);
            if (ofCode.length === 0) return null;
            return (
              <optgroup key={code} label={t(`deadlines.codes.${code}.short`)}>
                {ofCode.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </optgroup>
            );
          })}
          <option value="">{t('deadlines.page.custom')}</option>
        </select>
        {preset && (
          <span className="deadline-field__hint" data-testid="deadline-preset-hint">
            {t('deadlines.page.presetHint', {
              period: periodText(t, preset.amount, preset.unit, preset.code),
              article: preset.article,
            })}
          </span>
        )}
        {errors.preset && <span className="deadline-field__error">{errors.preset}</span>}
      </label>
      {!draft.preset && (
        <div className="deadline-custom">
          <label className="deadline-field deadline-field--amount" htmlFor={id('amount')}>
            <span className="deadline-field__label">{t('deadlines.page.amount')}</span>
            <input
              id={id('amount')}
              name="amount"
              className="deadline-input"
              type="number"
              inputMode="numeric"
              min={1}
              max={amountLimit(draft.unit)}
              step={1}
              value={draft.amount}
              onChange={(e) => set({ amount: e.target.value })}
              aria-invalid={errors.amount ? true : undefined}
              data-testid="deadline-amount"
            />
          </label>
          <label className="deadline-field" htmlFor={id('unit')}>
            <span className="deadline-field__label">{t('deadlines.page.unit')}</span>
            <select
              id={id('unit')}
              name="unit"
              className="deadline-input"
              value={draft.unit}
              onChange={(e) => set({ unit: e.target.value as DeadlineUnit })}
              data-testid="deadline-unit"
            >
              {units.map((u) => (
                <option key={u} value={u}>
                  {t(`deadlines.page.unitNames.${u}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="deadline-field" htmlFor={id('code')}>
            <span className="deadline-field__label">{t('deadlines.page.code')}</span>
            <select
              id={id('code')}
              name="code"
              className="deadline-input"
              value={draft.code}
              onChange={(e) => {
                const code = e.target.value as CodeId;
                // A code that does not count in the chosen unit falls back to its own "days".
                set({ code, unit: unitsFor(code).includes(draft.unit) ? draft.unit : 'days' });
              }}
              data-testid="deadline-code"
            >
              {CODES.map((c) => (
                <option key={c} value={c}>
                  {t(`deadlines.codes.${c}.short`)}
                </option>
              ))}
            </select>
          </label>
          {(errors.amount || errors.unit || errors.code) && (
            <span className="deadline-field__error deadline-custom__error" role="alert">
              {errors.amount ?? errors.unit ?? errors.code}
            </span>
          )}
        </div>
      )}
      <label className="deadline-field" htmlFor={id('from')}>
        <span className="deadline-field__label">
          {preset ? t('deadlines.page.fromOf', { event: preset.from }) : t('deadlines.page.from')}
        </span>
        <input
          id={id('from')}
          name="from"
          className="deadline-input"
          type="date"
          min="2013-01-01"
          max="2100-12-31"
          value={draft.from}
          onChange={(e) => set({ from: e.target.value })}
          aria-invalid={errors.from ? true : undefined}
          data-testid="deadline-from"
        />
        {errors.from && <span className="deadline-field__error">{errors.from}</span>}
      </label>
    </div>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** "1 месяц", "15 рабочих дней", "10 дней": a bare "days" is the code's own kind, named as the code reads it. */
export function periodText(t: T, amount: number, unit: DeadlineUnit, code: CodeId): string {
  const counted = unit === 'days' ? daysMeaning(code).unit : unit;
  return t(`deadlines.units.${counted}`, { count: amount });
}
