import { FULL_PAYMENT_SHARE, type PaymentMethod, type PaymentPlan } from './constants.ts';

/** An instalment's payment calculation, in whole roubles except a percentage fee's kopecks. */
export interface PaymentCalculation {
  /** What the client pays in all. */
  totalAmount: number;
  /** One instalment; for a full payment, the one payment. */
  monthlyPayment: number;
  /** The method's fee on one payment (all methods are 0% today). */
  processingFee: number;
  setupFee: number;
  /** What the full-payment discount saves; 0 for instalments. */
  savings: number;
}

const roubles = (n: number) => Math.round(n * 100) / 100;

/**
 * The payment formulas.
 * - Full payment: 90% of the amount plus the method's fee on it.
 * - Instalments: monthly = round((amount − setup fee) / months); total = setup fee +
 *   monthly × months + the fee on each monthly payment × months.
 */
export function calculatePayment(amount: number, plan: PaymentPlan, method: PaymentMethod): PaymentCalculation {
  if (plan.duration === 0) {
    const discounted = amount * FULL_PAYMENT_SHARE;
    const processingFee = roubles((discounted * method.fee) / 100);
    const total = roubles(discounted + processingFee);
    return {
      totalAmount: total,
      monthlyPayment: total,
      processingFee,
      setupFee: 0,
      savings: roubles(amount - discounted),
    };
  }
  const monthlyPayment = Math.round((amount - plan.setupFee) / plan.duration);
  const processingFee = roubles((monthlyPayment * method.fee) / 100);
  const totalAmount = roubles(plan.setupFee + monthlyPayment * plan.duration + processingFee * plan.duration);
  return { totalAmount, monthlyPayment, processingFee, setupFee: plan.setupFee, savings: 0 };
}
