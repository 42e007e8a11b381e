import { describe, expect, it } from 'vitest';
import { amountProblem, canCreateLink, parseAmount } from '@shared/split/amount.ts';
import { formatCardNumber, formatCvc, formatExpiry, formatHolder } from '@shared/split/card-format.ts';
import { buildPaymentLink, PAYMENT_HOST, randomLinkId } from '@shared/split/payment-link.ts';

describe('service amount', () => {
  it('parses an integer and turns anything invalid into 0', () => {
    expect(parseAmount('50000')).toBe(50_000);
    expect(parseAmount('12500.75')).toBe(12_500);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('-3000')).toBe(0);
  });

  it('reads the separators people type: "50 000" and "50,000"', () => {
    expect(parseAmount('50 000')).toBe(50_000);
    expect(parseAmount('50\u00a0000')).toBe(50_000);
    expect(parseAmount('50,000')).toBe(50_000);
  });

  it('allows a link from 5,000 (not 4,999) up to 1,000,000', () => {
    expect(canCreateLink(4_999)).toBe(false);
    expect(amountProblem(4_999)).toBe('belowMin');
    expect(amountProblem(0)).toBe('belowMin');
    expect(canCreateLink(5_000)).toBe(true);
    expect(canCreateLink(1_000_000)).toBe(true);
    expect(amountProblem(1_000_001)).toBe('aboveMax');
  });
});

describe('payment link', () => {
  it('is the payment host with a random id and the amount as a query parameter', () => {
    const link = new URL(buildPaymentLink(75_000, 'abc123def456'));
    expect(link.origin).toBe(PAYMENT_HOST);
    expect(link.pathname).toBe('/split/abc123def456');
    expect(link.searchParams.get('amount')).toBe('75000');
  });

  it('makes a new 12-character id every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomLinkId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(buildPaymentLink(5_000)).not.toBe(buildPaymentLink(5_000));
  });
});

describe('card fields formatted while typing', () => {
  it('groups the card number in fours, digits only, at most 19', () => {
    expect(formatCardNumber('2200')).toBe('2200');
    expect(formatCardNumber('22007012')).toBe('2200 7012');
    expect(formatCardNumber('2200701234567890')).toBe('2200 7012 3456 7890');
    expect(formatCardNumber('2200-7012 3456x7890')).toBe('2200 7012 3456 7890');
    expect(formatCardNumber('22007012345678901234')).toBe('2200 7012 3456 7890 123');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12/27')).toBe('12/27');
    expect(formatExpiry('12279')).toBe('12/27');
    // A month cannot start with 2–9 or be 13+: '4' is April, '13' keeps the 1.
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('427')).toBe('04/27');
    expect(formatExpiry('13')).toBe('1');
    expect(formatExpiry('00')).toBe('0');
  });

  it('keeps three CVC digits and the holder in capitals', () => {
    expect(formatCvc('12a34')).toBe('123');
    expect(formatHolder('ivan  petrov1')).toBe('IVAN PETROV');
  });
});
