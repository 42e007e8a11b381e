import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calculatePayment } from '@shared/split/calculate-payment.ts';
import { AMOUNT, findMethod, findPlan } from '@shared/split/constants.ts';
import { buildPaymentLink } from '@shared/split/payment-link.ts';
import { formatRub } from '@shared/format-number.ts';
import { PageHeader } from '@app/ui/page-header.tsx';
import { AmountEntry } from './components/amount-entry.tsx';
import { DemoIntro } from './components/demo-intro.tsx';
import { InstalmentForm, type InstalmentChoice } from './components/instalment-form.tsx';
import { LinkPanel } from './components/link-panel.tsx';
import { PaymentModal } from './components/payment-modal.tsx';
import './split.css';

/**
 * Instalment (demo, no network calls): an amount makes a payment link; the
 * link panel and the instalment form then replace the entry until 'new calculation'.
 * 'Оформить рассрочку' opens the payment modal.
 */
export default function SplitPage() {
  const { t, i18n } = useTranslation();
  const [amountText, setAmountText] = useState(String(AMOUNT.default));
  const [linked, setLinked] = useState<{ link: string; amount: number } | null>(null);
  const [choice, setChoice] = useState<InstalmentChoice>({ plan: '6m', method: 'card' });
  const [paying, setPaying] = useState(false);

  const plan = findPlan(choice.plan);
  const calc = linked ? calculatePayment(linked.amount, plan, findMethod(choice.method)) : null;
  // What the first payment is: the whole (discounted) sum, or the setup fee with the first month.
  const dueNow = calc
    ? plan.duration === 0
      ? calc.totalAmount
      : calc.setupFee + calc.monthlyPayment + calc.processingFee
    : 0;
  const summary = calc
    ? plan.duration === 0
      ? t('split.modal.summaryFull', { total: formatRub(calc.totalAmount, i18n.language) })
      : t('split.modal.summaryPlan', {
          count: plan.duration,
          monthly: formatRub(calc.monthlyPayment, i18n.language),
          total: formatRub(calc.totalAmount, i18n.language),
        })
    : '';

  return (
    <div className="page split-page" data-testid="split-page">
      <PageHeader title={t('nav.split')} subtitle={t('split.subtitle')} />
      <DemoIntro />
      {linked ? (
        <div className="split-columns">
          <LinkPanel link={linked.link} amount={linked.amount} onReset={() => setLinked(null)} />
          <InstalmentForm
            amount={linked.amount}
            choice={choice}
            onChange={setChoice}
            onCheckout={() => setPaying(true)}
          />
        </div>
      ) : (
        <AmountEntry
          text={amountText}
          onTextChange={setAmountText}
          onCreate={(amount) => setLinked({ amount, link: buildPaymentLink(amount) })}
        />
      )}
      <PaymentModal open={paying} onClose={() => setPaying(false)} dueNow={dueNow} summary={summary} />
    </div>
  );
}
