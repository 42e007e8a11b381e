import { Button } from '@telegram-apps/telegram-ui';
import { Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { amountProblem, parseAmount } from '@shared/split/amount.ts';
import { AMOUNT } from '@shared/split/constants.ts';
import { formatRub } from '@shared/format-number.ts';

/**
 * The service amount and 'create link': parsed as an integer (invalid → 0); the
 * button is disabled below 5,000, and an attempt anyway (Enter) shows the minimum alert.
 */
export function AmountEntry({
  text,
  onTextChange,
  onCreate,
}: {
  text: string;
  onTextChange: (v: string) => void;
  onCreate: (amount: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [attempted, setAttempted] = useState(false);
  const amount = parseAmount(text);
  const problem = amountProblem(amount);
  const rub = (n: number) => formatRub(n, i18n.language);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    attempt();
  };
  const attempt = () => {
    if (problem) {
      setAttempted(true);
      return;
    }
    onCreate(amount);
  };

  return (
    <form className="split-card split-amount" onSubmit={submit} noValidate data-testid="split-amount-entry">
      <h2 className="split-card__title">{t('split.amount.title')}</h2>
      <p className="split-card__lead">{t('split.amount.lead')}</p>
      <label className="split-amount__field">
        <span className="split-amount__label">{t('split.amount.label')}</span>
        <span className="split-amount__box">
          <input
            type="number"
            inputMode="numeric"
            min={AMOUNT.min}
            max={AMOUNT.max}
            step={AMOUNT.step}
            value={text}
            onChange={(e) => {
              onTextChange(e.target.value);
              setAttempted(false);
            }}
            // A form whose submit button is disabled ignores Enter: the attempt is ours to catch.
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                attempt();
              }
            }}
            aria-describedby="split-amount-hint"
            data-testid="split-amount-input"
          />
          <span className="split-amount__currency" aria-hidden>
            ₽
          </span>
        </span>
      </label>
      <p
        id="split-amount-hint"
        className={`split-amount__hint${problem ? ' is-problem' : ''}`}
        data-testid="split-amount-hint"
      >
        {problem === 'aboveMax'
          ? t('split.amount.maxHint', { amount: rub(AMOUNT.max) })
          : t('split.amount.minHint', { amount: rub(AMOUNT.min) })}
        {!problem && <span className="split-amount__echo"> · {rub(amount)}</span>}
      </p>
      {attempted && problem === 'belowMin' && (
        <div className="split-alert" role="alert" data-testid="split-min-alert">
          {t('split.amount.minAlert', { amount: rub(AMOUNT.min) })}
        </div>
      )}
      <Button
        type="submit"
        size="l"
        stretched
        disabled={problem !== null}
        before={<Link2 size={20} aria-hidden />}
        data-testid="split-create-link"
      >
        {t('split.amount.createLink')}
      </Button>
    </form>
  );
}
