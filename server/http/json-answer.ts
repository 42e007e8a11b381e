import type { Call, CallOutput } from '@shared/contract.ts';
import type { KeptText } from '../db/answer-cache.ts';

declare const answerOf: unique symbol;

/**
 * An answer already serialised by PostgreSQL (the planner's reads), typed by the answer it
 * holds: the host sends it as it is, so a list of thousands of tasks is never parsed and
 * re-stringified in Node. Outside production the host parses it and checks it against the
 * call's output schema like any other answer.
 */
export type JsonAnswer<T> = (string | KeptText) & { readonly [answerOf]: T };

/**
 * Text built by SQL for this call's answer, or a kept answer (server/db/answer-cache.ts), sent
 * with its kept gzip. The one place text is taken on trust as a typed answer; the development
 * check is what holds it to the contract.
 */
export function jsonAnswer<C extends Call>(_call: C, text: string | KeptText): JsonAnswer<CallOutput<C>> {
  return text as JsonAnswer<CallOutput<C>>;
}
