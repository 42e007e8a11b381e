import type { DayKey } from '../planner/types.ts';

/*
 * The vocabulary of procedural deadlines: which code a period comes from, what it is counted
 * in, and the limits an input must keep. The schema (schema.ts), the rules (rules.ts) and the
 * presets (presets.ts) all read these lists, so a code or a unit is added in one place.
 */

export type { DayKey };

/**
 * The codes whose counting rules we apply: ГК (civil), ГПК (civil procedure), АПК (commercial
 * courts), КАС (administrative courts), КоАП (administrative offences), НК (tax), УПК
 * (criminal procedure).
 */
export const CODES = ['gk', 'gpk', 'apk', 'kas', 'koap', 'nk', 'upk'] as const;
export type CodeId = (typeof CODES)[number];

/**
 * What a period is counted in. `days` means "days as this code reads them": working days in
 * ГПК, АПК, КАС and НК, calendar days in ГК, КоАП and УПК (see `daysMeaning` in rules.ts).
 * `working_days` and `calendar_days` say it outright, for a norm that names its own kind of
 * days ("десять рабочих дней", "в течение 30 календарных дней").
 */
export const UNITS = ['days', 'working_days', 'calendar_days', 'months', 'years'] as const;
export type DeadlineUnit = (typeof UNITS)[number];

/** A unit once `days` is read by the code: what the count actually walks over. */
export type CountedUnit = Exclude<DeadlineUnit, 'days'>;

/**
 * Largest periods we compute. The codes' own periods stay far below (the longest common ones
 * are ten years of limitation and a few months of appeal); these only stop a typo from
 * walking a thousand years of calendar.
 */
export const AMOUNT_LIMITS: Readonly<Record<DeadlineUnit, number>> = {
  days: 1000,
  working_days: 1000,
  calendar_days: 1000,
  months: 120,
  years: 50,
};

/**
 * The years an event may fall in. The Labour Code's list of public holidays took its present
 * form (1–6 and 8 January, with Christmas on the 7th) in 2013, so a year before that would be
 * computed with holidays it did not have; after 2100 nobody plans a procedural step.
 */
export const FIRST_EVENT_YEAR = 2013;
export const LAST_EVENT_YEAR = 2100;

/** A norm applied, as data: the server words it ("ч. 2 ст. 108 ГПК РФ", "Civil Procedure Code, art. 108(2)"). */
export interface LawRef {
  code: CodeId;
  /** The article and its part as the code numbers them: 'ст. 108 ч. 2', 'ст. 6.1 п. 7'. */
  article: string;
}

/** What the caller asks: the event's day, the period and the code whose rules count it. */
export interface DeadlineQuery {
  from: DayKey;
  amount: number;
  unit: DeadlineUnit;
  code: CodeId;
}
