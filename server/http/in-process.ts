import { randomUUID } from 'node:crypto';
import { Context } from 'hono';
import { HttpError } from '@server/errors.ts';
import type { AppDeps } from '../deps.ts';
import { answerInProcess, type FunctionDef } from './define-function.ts';

/** One function's answer, asked inside the server: `input` as a request would carry it. */
export type CallInProcess = (fn: string, input: Record<string, unknown>) => Promise<unknown>;

/**
 * `callInProcess`: the server's first screen asks its own functions for the
 * page's data without a loopback through its HTTP stack (routing, the key check, the body's
 * reading and the answer's writing), with what matters of a request kept: the same handler,
 * validation, session and permissions, and the headers a handler reads (the language and time
 * zone of the person drawn for).
 */
export function inProcessCaller(
  deps: AppDeps,
  functions: readonly FunctionDef[],
): (headers: Record<string, string>) => CallInProcess {
  const byName = new Map(functions.map((f) => [f.name, f]));
  return (requestHeaders) => async (fn, input) => {
    const def = byName.get(fn);
    if (!def) throw new HttpError('unknown_function', { name: fn.slice(0, 40) });
    const c = new Context(new Request(`http://in-process/functions/v1/${fn}`, { headers: requestHeaders }));
    c.set('requestId', randomUUID());
    return answerInProcess(def, input, c, deps);
  };
}
