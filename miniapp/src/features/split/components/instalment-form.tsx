import { Button } from '@telegram-apps/telegram-ui';
import { Building2, CreditCard, QrCode, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { calculatePayment, type PaymentCalculation } from '@shared/split/calculate-payment.ts';
import {
  availableBanks,
  findMethod,
  findPlan,
  PAYMENT_METHODS,
  PAYMENT_PLANS,
  type MethodId,
  type PlanId,
} from '@shared/split/constants.ts';
import { formatRub } from '@shared/format-number.ts';

const METHOD_ICONS: Record<MethodId, LucideIcon> = {
  card: CreditCard,
  sbp: QrCode,
  transfer: Building2,
  wallet: Wallet,
};

export interface InstalmentChoice {
  plan: PlanId;
  method: MethodId;
}

/** The instalment form: amount, payment plan, payment method, the partner banks and the breakdown. */
export function InstalmentForm({
  amount,
  choice,
  onChange,
  onCheckout,
}: {
  amount: number;
  choice: InstalmentChoice;
  onChange: (c: InstalmentChoice) => void;
  onCheckout: () => void;
}) {
  const { t, i18n } = useTranslation();
  const rub = (n: number) => formatRub(n, i18n.language);
  const plan = findPlan(choice.plan);
  const method = findMethod(choice.method);
  const calc = calculatePayment(amount, plan, method);

  return (
    <section className="split-card split-form" data-testid="split-form">
      <h2 className="split-card__title">{t('split.form.title')}</h2>
      <div className="split-form__amount">
        <span>{t('split.form.amount')}</span>
        <strong data-testid="split-form-amount">{rub(amount)}</strong>
      </div>

      <fieldset className="split-fieldset">
        <legend>{t('split.form.plan')}</legend>
        <div className="split-plans">
          {PAYMENT_PLANS.map((p) => {
            const c = calculatePayment(amount, p, method);
            return (
              <label
                key={p.id}
                className={`split-plan${p.id === choice.plan ? ' is-selected' : ''}`}
                data-testid={`split-plan-${p.id}`}
              >
                <input
                  type="radio"
                  name="split-plan"
                  value={p.id}
                  checked={p.id === choice.plan}
                  onChange={() => onChange({ ...choice, plan: p.id })}
                />
                <span className="split-plan__name">{t(`split.plans.${p.id}`)}</span>
                <span className="split-plan__price">
                  {p.duration === 0 ? rub(c.totalAmount) : t('split.form.perMonth', { amount: rub(c.monthlyPayment) })}
                </span>
                <span className={`split-plan__note${p.duration === 0 ? ' is-discount' : ''}`}>
                  {p.duration === 0 ? t('split.plans.discount') : t('split.form.setupFee', { amount: rub(p.setupFee) })}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="split-fieldset">
        <legend>{t('split.form.method')}</legend>
        <div className="split-methods">
          {PAYMENT_METHODS.map((m) => {
            const Icon = METHOD_ICONS[m.id];
            return (
              <label
                key={m.id}
                className={`split-method${m.id === choice.method ? ' is-selected' : ''}`}
                data-testid={`split-method-${m.id}`}
              >
                <input
                  type="radio"
                  name="split-method"
                  value={m.id}
                  checked={m.id === choice.method}
                  onChange={() => onChange({ ...choice, method: m.id })}
                />
                <span className="split-method__icon">
                  <Icon size={20} aria-hidden />
                </span>
                <span className="split-method__text">
                  <span className="split-method__name">{t(`split.methods.${m.id}`)}</span>
                  <span className="split-method__time">{t(`split.processing.${m.processingTime}`)}</span>
                </span>
                <span className="split-method__fee">{t('split.form.fee', { fee: m.fee })}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="split-banks">
        <span className="split-banks__title">{t('split.form.banks')}</span>
        <ul className="split-banks__list" data-testid="split-banks">
          {availableBanks().map((b) => (
            <li key={b.id} className="split-bank">
              <span
                className="split-bank__logo"
                style={{ background: b.color, color: b.id === 'tbank' ? '#222' : '#fff' }}
                aria-hidden
              >
                {b.logo}
              </span>
              {t(`split.banks.${b.id}`)}
            </li>
          ))}
        </ul>
      </div>

      <Breakdown amount={amount} months={plan.duration} calc={calc} />

      <Button size="l" stretched onClick={onCheckout} data-testid="split-checkout">
        {t('split.form.checkout')}
      </Button>
    </section>
  );
}

function Breakdown({ amount, months, calc }: { amount: number; months: number; calc: PaymentCalculation }) {
  const { t, i18n } = useTranslation();
  const rub = (n: number) => formatRub(n, i18n.language);
  const rows: Array<[string, string, string?]> =
    months === 0
      ? [
          [t('split.breakdown.services'), rub(amount)],
          [t('split.breakdown.discount'), `−${rub(calc.savings)}`, 'discount'],
          [t('split.breakdown.processingFee'), rub(calc.processingFee)],
        ]
      : [
          [t('split.breakdown.services'), rub(amount)],
          [t('split.breakdown.setupFee'), rub(calc.setupFee)],
          [t('split.breakdown.monthly', { count: months }), `${rub(calc.monthlyPayment)} × ${months}`, 'monthly'],
          [t('split.breakdown.processingFeeMonthly'), rub(calc.processingFee)],
        ];
  return (
    <div className="split-breakdown" data-testid="split-breakdown">
      <span className="split-breakdown__title">{t('split.breakdown.title')}</span>
      <dl>
        {rows.map(([label, value, id]) => (
          <div key={label} className="split-breakdown__row" data-testid={id ? `split-breakdown-${id}` : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="split-breakdown__row split-breakdown__row--total">
          <dt>{t('split.breakdown.total')}</dt>
          <dd data-testid="split-total">{rub(calc.totalAmount)}</dd>
        </div>
      </dl>
      {months === 0 && calc.savings > 0 && (
        <p className="split-breakdown__savings">{t('split.breakdown.savings', { amount: rub(calc.savings) })}</p>
      )}
    </div>
  );
}
