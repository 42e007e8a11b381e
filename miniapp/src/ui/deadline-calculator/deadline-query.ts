import type { CallOutput } from '@shared/contract.ts';
import type { deadlinesCalls as Contract } from '@shared/contracts/deadlines.ts';
import { AMOUNT_LIMITS, CODES, UNITS, type CodeId, type DeadlineUnit } from '@shared/deadlines/types.ts';
import type { DeadlineRule } from '@shared/schemas/deadlines.ts';
import { callQueryKey, callQueryOptions } from '@app/lib/call-query.ts';
import { deadlinesCalls } from '@app/lib/calls.ts';

export type DeadlineAnswer = CallOutput<typeof Contract.compute>;
export type DeadlinePreset = CallOutput<typeof Contract.presets>['presets'][number];
export type { DeadlineRule };

/**
 * The calculator's inputs as a person edits them: `preset` is a preset's id, or '' for a period
 * of their own (`amount`, `unit`, `code`); the amount stays text while typed.
 */
export interface DeadlineDraft {
  from: string;
  preset: string;
  amount: string;
  unit: DeadlineUnit;
  code: CodeId;
}

export const EMPTY_DRAFT: DeadlineDraft = { from: '', preset: 'gpk-appeal', amount: '1', unit: 'months', code: 'gpk' };

/** The rule a draft asks for, as the call takes it; null while it is incomplete. */
export function ruleArgs(d: DeadlineDraft): Record<string, string> | null {
  if (!d.from) return null;
  if (d.preset) return { from: d.from, preset: d.preset };
  if (!d.amount.trim()) return null;
  return { from: d.from, amount: d.amount.trim(), unit: d.unit, code: d.code };
}

/** A draft from an address's query (`?from=…&preset=…` or `&amount=&unit=&code=`), for a shared link. */
export function draftOfSearch(search: string): DeadlineDraft {
  const p = new URLSearchParams(search);
  const custom = p.has('amount') && !p.has('preset');
  const unit = p.get('unit') as DeadlineUnit | null;
  const code = p.get('code') as CodeId | null;
  return {
    from: (p.get('from') ?? '').slice(0, 10),
    preset: custom ? '' : (p.get('preset') ?? EMPTY_DRAFT.preset).slice(0, 64),
    amount: (p.get('amount') ?? EMPTY_DRAFT.amount).slice(0, 6),
    unit: unit && (UNITS as readonly string[]).includes(unit) ? unit : EMPTY_DRAFT.unit,
    code: code && (CODES as readonly string[]).includes(code) ? code : EMPTY_DRAFT.code,
  };
}

/** The address's query for a draft: what a person sends a colleague. */
export function searchOfDraft(d: DeadlineDraft): string {
  const p = new URLSearchParams();
  if (d.from) p.set('from', d.from);
  if (d.preset) p.set('preset', d.preset);
  else {
    p.set('amount', d.amount.trim());
    p.set('unit', d.unit);
    p.set('code', d.code);
  }
  return p.toString();
}

/** A rule a task keeps, as a draft to edit again. */
export const draftOfRule = (r: DeadlineRule): DeadlineDraft => ({
  from: r.from,
  preset: r.preset ?? '',
  amount: String(r.amount),
  unit: r.unit,
  code: r.code,
});

export const amountLimit = (unit: DeadlineUnit) => AMOUNT_LIMITS[unit];

/** The presets in the reader's language: the same for everyone, so kept for the session. */
export const deadlinePresetsOptions = (language: string) =>
  callQueryOptions(
    deadlinesCalls.presets,
    {},
    { queryKey: [...callQueryKey(deadlinesCalls.presets, {}), language], sessionId: null, staleTime: Infinity },
  );

/** The due day and its explanation for a complete draft, in the reader's language (the server words the steps). */
export const deadlineComputeOptions = (args: Record<string, string> | null, language: string) =>
  callQueryOptions(deadlinesCalls.compute, args as never, {
    queryKey: [...callQueryKey(deadlinesCalls.compute, args), language],
    sessionId: null,
    staleTime: Infinity,
    retry: false,
    // Inputs the server refused stay refused: the page shows its message, drawn or not, instead of asking again.
    retryOnMount: false,
    meta: { errorToast: false },
  });
