import type { Call, CallOutput } from '../../shared/contract.ts';

declare const answerOf: unique symbol;

/**
 * An answer already serialised by PostgreSQL (the planner's reads), typed by the answer it
 * holds: the host sends it as it is, so a list of thousands of tasks is never parsed and
 * re-stringified in Node. Outside production the host parses it and checks it against the
 * call's output schema like any other answer.
 */
export type JsonAnswer<T> = string & { readonly [answerOf]: T };

/**
 * Text built by SQL for this call's answer. The one place a string is taken on trust as a
 * typed answer; the development check is what holds it to the contract.
 */
export function jsonAnswer<C extends Call>(_call: C, text: string): JsonAnswer<CallOutput<C>> {
  return text as JsonAnswer<CallOutput<C>>;
}
