import { Button } from '@telegram-apps/telegram-ui';
import { Calculator, RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calculate,
  CALCULATOR_BOUNDS,
  CALCULATOR_DEFAULTS,
  CALCULATOR_RESET,
  type CalculatorInput,
  type CalculatorResult,
  normaliseInput,
} from '@shared/network/calculator.ts';
import { CalculatorResults } from './calculator-results.tsx';
import { Methodology } from './methodology.tsx';

type Fields = Record<keyof CalculatorInput, string>;
const toFields = (i: CalculatorInput): Fields => ({
  networkSize: String(i.networkSize),
  regularClients: String(i.regularClients),
  monthlyRevenue: String(i.monthlyRevenue),
  multiplier: String(i.multiplier),
});

const NUMBER_FIELDS = ['networkSize', 'regularClients', 'monthlyRevenue'] as const;

/**
 * The network calculator: four inputs (the multiplier a slider), 'Рассчитать', reset, the
 * results after calculating, the collapsible method. The browser's own range checks are off
 * (noValidate): anything typed is accepted and read as a bounded number.
 */
export function NetworkCalculator() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState<Fields>(() => toFields(CALCULATOR_DEFAULTS));
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const set = (key: keyof CalculatorInput) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = normaliseInput(fields);
    // The fields show what was calculated: letters became 0, out-of-range values their bound.
    setFields(toFields(input));
    setResult(calculate(input));
  };
  const onReset = () => {
    setFields(toFields(CALCULATOR_RESET));
    setResult(null);
  };

  return (
    <section
      className="network-section network-calculator"
      data-testid="network-calculator"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="network-section__title">
        {t('network.calculator.title')}
      </h2>
      <p className="network-card__hint">{t('network.calculator.subtitle')}</p>
      <form className="network-card calculator-form" onSubmit={onSubmit} noValidate>
        <div className="calculator-form__fields">
          {NUMBER_FIELDS.map((key) => {
            const b = CALCULATOR_BOUNDS[key];
            return (
              <label key={key} className="calculator-field">
                <span className="calculator-field__label">{t(`network.calculator.${key}`)}</span>
                <input
                  className="calculator-field__input"
                  type="number"
                  inputMode="numeric"
                  min={b.min}
                  max={key === 'monthlyRevenue' ? undefined : b.max}
                  step={b.step}
                  value={fields[key]}
                  onChange={(e) => set(key)(e.target.value)}
                  data-testid={`calc-${key}`}
                />
              </label>
            );
          })}
          <label className="calculator-field calculator-field--slider">
            <span className="calculator-field__label">
              {t('network.calculator.multiplier')}
              <output className="calculator-field__value" data-testid="calc-multiplier-value">
                {t('network.calculator.multiplierValue', {
                  value: Number(fields.multiplier).toLocaleString(i18n.language),
                })}
              </output>
            </span>
            <input
              type="range"
              min={CALCULATOR_BOUNDS.multiplier.min}
              max={CALCULATOR_BOUNDS.multiplier.max}
              step={CALCULATOR_BOUNDS.multiplier.step}
              value={fields.multiplier}
              onChange={(e) => set('multiplier')(e.target.value)}
              data-testid="calc-multiplier"
            />
          </label>
        </div>
        <div className="calculator-form__actions">
          <Button type="submit" size="m" before={<Calculator size={18} aria-hidden />} data-testid="calc-submit">
            {t('network.calculator.calculate')}
          </Button>
          <Button
            type="button"
            size="m"
            mode="bezeled"
            onClick={onReset}
            before={<RotateCcw size={18} aria-hidden />}
            data-testid="calc-reset"
          >
            {t('network.calculator.reset')}
          </Button>
        </div>
      </form>
      {result && <CalculatorResults result={result} />}
      <Methodology />
    </section>
  );
}
