/**
 * The network-effect calculator: its inputs' limits, formulas and money format. Pure: the page
 * and the tests call the same functions.
 */

export interface CalculatorInput {
  networkSize: number;
  regularClients: number;
  monthlyRevenue: number;
  multiplier: number;
}

export interface CalculatorResult {
  /** the network times the multiplier, rounded */
  newNetworkSize: number;
  /** clients × multiplier^0.13 + 0.15 per added contact (not rounded: the page rounds to show it) */
  newClients: number;
  /** monthly revenue × client ratio × multiplier^0.2, in whole roubles */
  newRevenue: number;
  /** new clients over regular clients, in percent; null without regular clients (no ratio to take) */
  clientGrowth: number | null;
  /** new revenue over monthly revenue, in percent; null without revenue */
  revenueGrowth: number | null;
  /** the monthly extra: new revenue minus monthly revenue, in whole roubles */
  additionalRevenue: number;
  /** the yearly extra: the monthly extra × 12 */
  yearlyAdditionalRevenue: number;
}

export const CALCULATOR_DEFAULTS: Readonly<CalculatorInput> = {
  networkSize: 100,
  regularClients: 10,
  monthlyRevenue: 100_000,
  multiplier: 2,
};
/** The spec's reset sets the revenue to 1,000,000 (not the default 100,000); the rest as the defaults. */
export const CALCULATOR_RESET: Readonly<CalculatorInput> = { ...CALCULATOR_DEFAULTS, monthlyRevenue: 1_000_000 };

export const CALCULATOR_BOUNDS = {
  networkSize: { min: 1, max: 10_000, step: 1 },
  regularClients: { min: 0, max: 1_000, step: 1 },
  monthlyRevenue: { min: 0, max: Number.MAX_SAFE_INTEGER, step: 10_000 },
  multiplier: { min: 1.5, max: 5, step: 0.5 },
} as const satisfies Record<keyof CalculatorInput, { min: number; max: number; step: number }>;

export const CLIENTS_EXPONENT = 0.13;
export const CLIENTS_PER_ADDED_CONTACT = 0.15;
export const REVENUE_EXPONENT = 0.2;
export const MONTHS_IN_YEAR = 12;

/** What a field holds, as a number: anything that is not one (empty, letters, NaN) is 0. */
export function toNumber(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 0;
  if (typeof raw !== 'string') return 0;
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The input within the spec's bounds: a non-number is 0 first, then clamped (so an empty
 * network is 1, its minimum); counts are whole; the multiplier is on the slider's 0.5 steps.
 */
export function normaliseInput(raw: { [K in keyof CalculatorInput]: unknown }): CalculatorInput {
  const b = CALCULATOR_BOUNDS;
  const m = clamp(toNumber(raw.multiplier), b.multiplier.min, b.multiplier.max);
  return {
    networkSize: clamp(Math.round(toNumber(raw.networkSize)), b.networkSize.min, b.networkSize.max),
    regularClients: clamp(Math.round(toNumber(raw.regularClients)), b.regularClients.min, b.regularClients.max),
    monthlyRevenue: clamp(toNumber(raw.monthlyRevenue), b.monthlyRevenue.min, b.monthlyRevenue.max),
    multiplier: Math.round(m / b.multiplier.step) * b.multiplier.step,
  };
}

const percent = (after: number, before: number) => (before > 0 ? (after / before - 1) * 100 : null);

/** The calculator's formulas, as the earlier system computed them, on a normalised input. */
export function calculate(raw: { [K in keyof CalculatorInput]: unknown }): CalculatorResult {
  const { networkSize, regularClients, monthlyRevenue, multiplier } = normaliseInput(raw);
  const newNetworkSize = Math.round(networkSize * multiplier);
  const addedContacts = newNetworkSize - networkSize;
  const newClients = regularClients * multiplier ** CLIENTS_EXPONENT + CLIENTS_PER_ADDED_CONTACT * addedContacts;
  // Our decision where the spec is silent: with no regular clients there is no ratio to take,
  // so the revenue grows by the multiplier's share alone (ratio 1), never by a division by zero.
  const clientRatio = regularClients > 0 ? newClients / regularClients : 1;
  const newRevenue = Math.round(monthlyRevenue * clientRatio * multiplier ** REVENUE_EXPONENT);
  // Whole roubles first, so the yearly figure on screen is exactly twelve of the monthly one.
  const additionalRevenue = Math.round(newRevenue - monthlyRevenue);
  return {
    newNetworkSize,
    newClients,
    newRevenue,
    clientGrowth: percent(newClients, regularClients),
    revenueGrowth: percent(newRevenue, monthlyRevenue),
    additionalRevenue,
    yearlyAdditionalRevenue: additionalRevenue * MONTHS_IN_YEAR,
  };
}

const roubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Money in roubles, no decimals, Russian locale in either language: "1 000 000 ₽". */
export const formatRoubles = (n: number): string => roubles.format(Math.round(n));
/** A whole count in the reader's digit grouping: "10 000" (ru), "10,000" (en). */
export const formatCount = (n: number, locale = 'ru-RU'): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(n));
/** A growth in whole percent with its sign: "+159 %" (ru), "+159%" (en). */
export const formatGrowth = (percent: number, locale = 'ru-RU'): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(
    Math.round(percent) / 100,
  );
