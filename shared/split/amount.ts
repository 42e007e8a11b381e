import { AMOUNT } from './constants.ts';

/**
 * The service amount as typed: parsed as an integer, anything that is not a number
 * becomes 0. Spaces and separators people type ("50 000", "50,000") are dropped first.
 */
export function parseAmount(input: string): number {
  const n = Number.parseInt(input.replace(/[\s\u00a0\u202f,_]/g, ''), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export type AmountProblem = 'belowMin' | 'aboveMax' | null;

/**
 * Why a payment link cannot be made for this amount: below 5,000 (the spec's rule: the button
 * is disabled and an attempt shows the alert), or above the input's 1,000,000 maximum.
 */
export function amountProblem(amount: number): AmountProblem {
  if (amount < AMOUNT.min) return 'belowMin';
  if (amount > AMOUNT.max) return 'aboveMax';
  return null;
}

export const canCreateLink = (amount: number): boolean => amountProblem(amount) === null;
