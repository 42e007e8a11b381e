import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * One contract per call (`/functions/v1/{fn}` with `action`): the method, the input schema
 * and the answer schema. The server's `defineFunction` takes it (a handler answering the
 * wrong shape fails the typecheck, and in development and tests the host checks every
 * answer against `output`); the app's query and mutation helpers take it too, so a call's
 * types are written once, here.
 */
export type Method = 'GET' | 'POST';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: Method;
  input: I;
  output: O;
  /** Also accept the other method (calls the earlier system made both ways). */
  anyMethod?: boolean;
  /**
   * The body is multipart/form-data (files), not JSON: the host reads at most `maxBytes`
   * of it, answering `tooLarge` as soon as the body goes past, and passes its fields (files
   * as their bytes, a Buffer) to the input schema.
   */
  multipart?: { maxBytes: number; tooLarge: ErrorCode };
  /**
   * The call takes an `Idempotency-Key` header: a change the app queued while offline and
   * sends again after its answer was lost is applied once, and the repeat gets the first
   * answer (server/http/idempotency.ts; docs/planner-api.md, "Changes sent again"). The host
   * keeps the answer for a day, so only a write whose answer carries no secret may say so,
   * and the host counts these calls against one per-session write limit
   * (RATE_LIMITS.plannerWrite). Any other call refuses the header.
   */
  idempotent?: boolean;
}

export interface Call<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> extends CallDef<I, O> {
  /** the function's name: the path segment after /functions/v1/ */
  fn: string;
  /** the action this call names in its input, or undefined for a function with one handler */
  action: string | undefined;
}

/** What a caller sends (before parsing: defaults and coercions still to apply). */
export type CallInput<C extends Call> = z.input<C['input']>;
/** What the handler receives (parsed). */
export type CallParsed<C extends Call> = z.output<C['input']>;
/** What the call answers. */
export type CallOutput<C extends Call> = z.output<C['output']>;

/** The input as the app writes it: `action` and `sessionId` are added by the api client. */
export type CallArgs<C extends Call> = Omit<CallInput<C>, 'action' | 'sessionId'>;

/** A function whose calls are chosen by `action`. */
export function defineCalls<const F extends string, const A extends Record<string, CallDef>>(
  fn: F,
  actions: A,
): { [K in keyof A & string]: Call<A[K]['input'], A[K]['output']> & { fn: F; action: K; method: A[K]['method'] } } {
  const out: Record<string, Call> = {};
  for (const [action, def] of Object.entries(actions)) out[action] = { ...def, fn, action };
  return out as never;
}

/** A function with one handler (no `action`). */
export function defineCall<const F extends string, I extends z.ZodType, O extends z.ZodType, const M extends Method>(
  fn: F,
  def: CallDef<I, O> & { method: M },
): Call<I, O> & { fn: F; action: undefined; method: M } {
  return { ...def, fn, action: undefined };
}
