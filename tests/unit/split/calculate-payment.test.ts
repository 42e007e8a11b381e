import { describe, expect, it } from 'vitest';
import { calculatePayment } from '@shared/split/calculate-payment.ts';
import {
  AMOUNT,
  availableBanks,
  BANKS,
  findMethod,
  findPlan,
  PAYMENT_METHODS,
  PAYMENT_PLANS,
  PAYMENT_PROCESSING_MS,
  type PaymentMethod,
} from '@shared/split/constants.ts';

const card = findMethod('card');

describe('instalment plans and methods', () => {
  it('offers full, 3, 6, 12 and 24 months with setup fees 0, 500, 1000, 1500 and 2000', () => {
    expect(PAYMENT_PLANS.map((p) => [p.id, p.duration, p.setupFee])).toEqual([
      ['full', 0, 0],
      ['3m', 3, 500],
      ['6m', 6, 1000],
      ['12m', 12, 1500],
      ['24m', 24, 2000],
    ]);
  });

  it('has four payment methods, all at 0%; a bank transfer takes 1–3 business days, the rest are instant', () => {
    expect(PAYMENT_METHODS.map((m) => [m.id, m.fee, m.processingTime])).toEqual([
      ['card', 0, 'instant'],
      ['sbp', 0, 'instant'],
      ['transfer', 0, 'businessDays'],
      ['wallet', 0, 'instant'],
    ]);
  });

  it('lists four available banks and hides the unavailable one', () => {
    expect(BANKS).toHaveLength(5);
    expect(BANKS.filter((b) => !b.available).map((b) => b.id)).toEqual(['gazprom']);
    expect(availableBanks().map((b) => b.id)).toEqual(['sber', 'tbank', 'alfa', 'vtb']);
  });

  it('defaults the amount to 50,000 within 5,000–1,000,000 in steps of 1,000, and processes a payment for 3 s', () => {
    expect(AMOUNT).toEqual({ default: 50_000, min: 5_000, max: 1_000_000, step: 1_000 });
    expect(PAYMENT_PROCESSING_MS).toBe(3000);
  });
});

describe('payment calculation', () => {
  it('full payment: 90% of 50,000 is 45,000, saving 5,000, in one payment', () => {
    expect(calculatePayment(50_000, findPlan('full'), card)).toEqual({
      totalAmount: 45_000,
      monthlyPayment: 45_000,
      processingFee: 0,
      setupFee: 0,
      savings: 5_000,
    });
  });

  it('3 months of 50,000: (50,000 − 500) / 3 = 16,500 a month, 50,000 in all', () => {
    expect(calculatePayment(50_000, findPlan('3m'), card)).toEqual({
      totalAmount: 50_000,
      monthlyPayment: 16_500,
      processingFee: 0,
      setupFee: 500,
      savings: 0,
    });
  });

  it('6 months of 50,000: 49,000 / 6 = 8,166.67 rounds to 8,167; total 1,000 + 8,167 × 6 = 50,002', () => {
    expect(calculatePayment(50_000, findPlan('6m'), card)).toMatchObject({
      monthlyPayment: 8_167,
      totalAmount: 50_002,
      setupFee: 1000,
    });
  });

  it('12 months of 50,000: 48,500 / 12 = 4,041.67 rounds to 4,042; total 1,500 + 4,042 × 12 = 50,004', () => {
    expect(calculatePayment(50_000, findPlan('12m'), card)).toMatchObject({
      monthlyPayment: 4_042,
      totalAmount: 50_004,
      setupFee: 1500,
    });
  });

  it('24 months of 50,000: 48,000 / 24 = 2,000; total 50,000', () => {
    expect(calculatePayment(50_000, findPlan('24m'), card)).toMatchObject({
      monthlyPayment: 2_000,
      totalAmount: 50_000,
      setupFee: 2000,
    });
  });

  it('rounds half up: 12 months of 5,000 is (5,000 − 1,500) / 12 = 291.67 → 292', () => {
    expect(calculatePayment(5_000, findPlan('12m'), card)).toMatchObject({
      monthlyPayment: 292,
      totalAmount: 1_500 + 292 * 12,
    });
  });

  it('gives the same answer for every method at 0%', () => {
    for (const m of PAYMENT_METHODS) {
      expect(calculatePayment(120_000, findPlan('6m'), m)).toEqual(calculatePayment(120_000, findPlan('6m'), card));
    }
  });

  it('adds a percentage fee to the full payment, and to every monthly payment', () => {
    const twoPercent: PaymentMethod = { id: 'card', fee: 2, processingTime: 'instant' };
    // 90% of 100,000 = 90,000; 2% of it = 1,800.
    expect(calculatePayment(100_000, findPlan('full'), twoPercent)).toMatchObject({
      totalAmount: 91_800,
      processingFee: 1_800,
      savings: 10_000,
    });
    // (100,000 − 500) / 3 = 33,166.67 → 33,167; 2% of it = 663.34 a month; 500 + 33,167 × 3 + 663.34 × 3.
    const three = calculatePayment(100_000, findPlan('3m'), twoPercent);
    expect(three.monthlyPayment).toBe(33_167);
    expect(three.processingFee).toBeCloseTo(663.34, 2);
    expect(three.totalAmount).toBeCloseTo(500 + 33_167 * 3 + 663.34 * 3, 2);
  });
});
