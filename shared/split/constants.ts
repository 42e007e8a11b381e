/*
 * Instalments: the amount's limits, the payment plans, methods and banks.
 * Names live in the translation files (split.plans.<id> …); these are the rules.
 */

/** The service amount input: default, limits and step, in whole roubles. */
export const AMOUNT = { default: 50_000, min: 5_000, max: 1_000_000, step: 1_000 } as const;

/** The full-payment discount: the client pays 90% of the amount. */
export const FULL_PAYMENT_SHARE = 0.9;

export type PlanId = 'full' | '3m' | '6m' | '12m' | '24m';

export interface PaymentPlan {
  id: PlanId;
  /** Months; 0 for one full payment. */
  duration: number;
  /** A one-off fee in roubles, paid with the first instalment. */
  setupFee: number;
}

export const PAYMENT_PLANS: readonly PaymentPlan[] = [
  { id: 'full', duration: 0, setupFee: 0 },
  { id: '3m', duration: 3, setupFee: 500 },
  { id: '6m', duration: 6, setupFee: 1000 },
  { id: '12m', duration: 12, setupFee: 1500 },
  { id: '24m', duration: 24, setupFee: 2000 },
];

export type MethodId = 'card' | 'sbp' | 'transfer' | 'wallet';
/** How long a payment takes to arrive: a translation key (split.processing.<id>). */
export type ProcessingTime = 'instant' | 'businessDays';

export interface PaymentMethod {
  id: MethodId;
  /** Percent of each payment. */
  fee: number;
  processingTime: ProcessingTime;
}

/** Four methods, all at 0%: card, SBP and e-wallet are instant, a bank transfer takes 1–3 business days. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'card', fee: 0, processingTime: 'instant' },
  { id: 'sbp', fee: 0, processingTime: 'instant' },
  { id: 'transfer', fee: 0, processingTime: 'businessDays' },
  { id: 'wallet', fee: 0, processingTime: 'instant' },
];

export type BankId = 'sber' | 'tbank' | 'alfa' | 'vtb' | 'gazprom';

export interface Bank {
  id: BankId;
  /** Short brand letters shown on the bank's tile. */
  logo: string;
  /** Brand colour of the tile. */
  color: string;
  available: boolean;
}

/** The partner banks: four available, one not (and so not offered). */
export const BANKS: readonly Bank[] = [
  { id: 'sber', logo: 'СБ', color: '#21a038', available: true },
  { id: 'tbank', logo: 'Т', color: '#ffdd2d', available: true },
  { id: 'alfa', logo: 'А', color: '#ef3124', available: true },
  { id: 'vtb', logo: 'ВТБ', color: '#0a2896', available: true },
  { id: 'gazprom', logo: 'ГПБ', color: '#0061ab', available: false },
];

/** The banks the payment list shows: the unavailable one is hidden. */
export const availableBanks = (banks: readonly Bank[] = BANKS): Bank[] => banks.filter((b) => b.available);

/** The payment modal stays on "processing" this long before it shows success. */
export const PAYMENT_PROCESSING_MS = 3000;

export const findPlan = (id: PlanId): PaymentPlan => PAYMENT_PLANS.find((p) => p.id === id) ?? PAYMENT_PLANS[0];
export const findMethod = (id: MethodId): PaymentMethod =>
  PAYMENT_METHODS.find((m) => m.id === id) ?? PAYMENT_METHODS[0];
