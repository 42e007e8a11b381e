import { describe, expect, it } from 'vitest';
import {
  calculate,
  CALCULATOR_BOUNDS,
  CALCULATOR_DEFAULTS,
  CALCULATOR_RESET,
  formatCount,
  formatGrowth,
  formatRoubles,
  normaliseInput,
  toNumber,
} from '@shared/network/calculator.ts';

const NBSP = '\u00a0';

describe('network calculator: defaults and reset', () => {
  it('starts at network 100, 10 regular clients, 100,000 a month and multiplier 2', () => {
    expect(CALCULATOR_DEFAULTS).toEqual({
      networkSize: 100,
      regularClients: 10,
      monthlyRevenue: 100_000,
      multiplier: 2,
    });
  });

  it('resets the revenue to 1,000,000 and the rest to the defaults', () => {
    expect(CALCULATOR_RESET).toEqual({
      networkSize: 100,
      regularClients: 10,
      monthlyRevenue: 1_000_000,
      multiplier: 2,
    });
  });
});

describe('network calculator: the formulas, worked through', () => {
  it('on the defaults: 200 contacts, about 25.94 clients, 298,006 ₽ a month, 198,006 ₽ more a month, 2,376,072 ₽ a year', () => {
    const r = calculate(CALCULATOR_DEFAULTS);
    // New network: 100 × 2 = 200.
    expect(r.newNetworkSize).toBe(200);
    // New clients: 10 × 2^0.13 + 0.15 × (200 − 100) = 10 × 1.0942937 + 15 = 25.942937.
    expect(2 ** 0.13).toBeCloseTo(1.0942937, 7);
    expect(r.newClients).toBeCloseTo(25.942937, 6);
    // New revenue: 100,000 × (25.942937 / 10) × 2^0.2 = 100,000 × 2.5942937 × 1.1486984 = 298,006.
    expect(2 ** 0.2).toBeCloseTo(1.1486984, 7);
    expect(r.newRevenue).toBe(298_006);
    expect(r.clientGrowth).toBeCloseTo(159.43, 2);
    expect(r.revenueGrowth).toBeCloseTo(198.006, 3);
    // Monthly extra 298,006 − 100,000; yearly extra twelve of it.
    expect(r.additionalRevenue).toBe(198_006);
    expect(r.yearlyAdditionalRevenue).toBe(198_006 * 12);
    expect(r.yearlyAdditionalRevenue).toBe(2_376_072);
  });

  it('after a reset (1,000,000 a month) the revenue figures scale tenfold', () => {
    const r = calculate(CALCULATOR_RESET);
    expect(r.newNetworkSize).toBe(200);
    expect(r.newRevenue).toBe(2_980_061);
    expect(r.additionalRevenue).toBe(1_980_061);
    expect(r.yearlyAdditionalRevenue).toBe(23_760_732);
  });

  it('rounds the new network: 333 × 1.5 = 499.5 becomes 500, and 167 added contacts bring 25.05 clients', () => {
    const r = calculate({ networkSize: 333, regularClients: 7, monthlyRevenue: 150_000, multiplier: 1.5 });
    expect(r.newNetworkSize).toBe(500);
    // 7 × 1.5^0.13 + 0.15 × 167 = 7 × 1.0541244 + 25.05 = 32.428871.
    expect(r.newClients).toBeCloseTo(32.428871, 6);
    // 150,000 × (32.428871 / 7) × 1.5^0.2 = 150,000 × 4.6326958 × 1.0844718 = 753,604.
    expect(r.newRevenue).toBe(753_604);
    expect(r.additionalRevenue).toBe(603_604);
    expect(r.yearlyAdditionalRevenue).toBe(7_243_248);
  });

  it('without regular clients there is no ratio: new clients come from added contacts, revenue grows by multiplier^0.2 alone', () => {
    const r = calculate({ networkSize: 50, regularClients: 0, monthlyRevenue: 200_000, multiplier: 3 });
    expect(r.newNetworkSize).toBe(150);
    expect(r.newClients).toBe(15); // 0.15 × 100
    expect(r.clientGrowth).toBeNull();
    expect(r.newRevenue).toBe(Math.round(200_000 * 3 ** 0.2)); // 249,146
    expect(r.newRevenue).toBe(249_146);
    expect(r.yearlyAdditionalRevenue).toBe(49_146 * 12);
  });

  it('with no revenue the money stays 0 and its growth has no percent', () => {
    const r = calculate({ networkSize: 10_000, regularClients: 1_000, monthlyRevenue: 0, multiplier: 5 });
    expect(r.newNetworkSize).toBe(50_000);
    expect(r.newRevenue).toBe(0);
    expect(r.revenueGrowth).toBeNull();
    expect(r.additionalRevenue).toBe(0);
    expect(r.yearlyAdditionalRevenue).toBe(0);
  });
});

describe('network calculator: input', () => {
  it('reads anything that is not a number as 0', () => {
    expect(toNumber('')).toBe(0);
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(Number.NaN)).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber('12 500')).toBe(12_500);
    expect(toNumber('2,5')).toBe(2.5);
  });

  it('keeps every field within its bounds: network 1–10,000, clients 0–1,000, revenue from 0, multiplier 1.5–5 in steps of 0.5', () => {
    expect(CALCULATOR_BOUNDS.networkSize).toMatchObject({ min: 1, max: 10_000 });
    expect(CALCULATOR_BOUNDS.regularClients).toMatchObject({ min: 0, max: 1_000 });
    expect(CALCULATOR_BOUNDS.monthlyRevenue).toMatchObject({ min: 0, step: 10_000 });
    expect(CALCULATOR_BOUNDS.multiplier).toEqual({ min: 1.5, max: 5, step: 0.5 });
    expect(normaliseInput({ networkSize: 20_000, regularClients: 5_000, monthlyRevenue: -5, multiplier: 9 })).toEqual({
      networkSize: 10_000,
      regularClients: 1_000,
      monthlyRevenue: 0,
      multiplier: 5,
    });
    expect(normaliseInput({ networkSize: 'abc', regularClients: 'x', monthlyRevenue: '', multiplier: '' })).toEqual({
      networkSize: 1,
      regularClients: 0,
      monthlyRevenue: 0,
      multiplier: 1.5,
    });
    expect(
      normaliseInput({ networkSize: '12.4', regularClients: '3.6', monthlyRevenue: '250000', multiplier: '2.7' }),
    ).toEqual({
      networkSize: 12,
      regularClients: 4,
      monthlyRevenue: 250_000,
      multiplier: 2.5,
    });
  });

  it('calculates on the bounded input, so letters in the network field count as the minimum of 1', () => {
    const r = calculate({ networkSize: 'много', regularClients: 10, monthlyRevenue: 100_000, multiplier: 2 });
    expect(r.newNetworkSize).toBe(2);
  });
});

describe('money and counts', () => {
  it('shows roubles with no decimals in Russian digit grouping', () => {
    expect(formatRoubles(2_376_072)).toBe(`2${NBSP}376${NBSP}072${NBSP}₽`);
    expect(formatRoubles(298_006.4)).toBe(`298${NBSP}006${NBSP}₽`);
    expect(formatRoubles(0)).toBe(`0${NBSP}₽`);
    expect(formatCount(10_000)).toBe(`10${NBSP}000`);
    expect(formatCount(25.94)).toBe('26');
    expect(formatCount(10_000, 'en')).toBe('10,000');
  });

  it('shows growth in whole percent with its sign', () => {
    expect(formatGrowth(159.43)).toBe(`+159${NBSP}%`);
    expect(formatGrowth(198.006, 'en')).toBe('+198%');
    expect(formatGrowth(0)).toBe(`0${NBSP}%`);
  });
});
