import type { Context } from 'hono';
import type { z } from 'zod';
import type { Session } from '../db/schema.ts';
import { findSession } from '../services/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, HttpError, noSession } from './errors.ts';
import { readInput } from './read-input.ts';
import { describeIssues } from '../../shared/i18n/validation.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';

export interface FnContext {
  deps: AppDeps;
  c: Context;
  requestId: string;
  /** The caller's live session; 401 `No session found` if there is none. */
  session(sessionId: string | undefined): Promise<Session>;
  /** The caller's signed-in user id; 401 `No session found` for an anonymous or missing session. */
  userId(sessionId: string | undefined): Promise<number>;
}

export interface ActionDef<S extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'ANY';
  input: S;
  handler: (input: z.output<S>, ctx: FnContext) => Promise<unknown> | unknown;
  /** HTTP status of a success (201 for creations where the spec allows). */
  status?: 200 | 201;
}

/** A function of the host: either one handler, or actions chosen by `action`. */
export type FunctionDef =
  | { name: string; actions: Record<string, ActionDef>; handler?: never }
  | { name: string; handler: ActionDef; actions?: never };

export const action = <S extends z.ZodType>(def: ActionDef<S>): ActionDef => def as unknown as ActionDef;

export function defineFunction(def: FunctionDef): FunctionDef {
  return def;
}

const translate = createTranslator();

/** A zod failure as a 400 naming the fields. */
export const invalidInput = (error: z.ZodError) => badRequest(describeIssues(error.issues, translate('en')), 'invalid_input');

export async function runFunction(def: FunctionDef, c: Context, deps: AppDeps): Promise<Response> {
  const input = await readInput(c);
  let chosen: ActionDef;
  if (def.actions) {
    const name = input.action;
    if (typeof name !== 'string' || name === '') throw badRequest('action: is required', 'missing_action');
    const found = Object.hasOwn(def.actions, name) ? def.actions[name] : undefined;
    if (!found) throw badRequest(`Unknown action '${name.slice(0, 40)}' for ${def.name}`, 'unknown_action');
    chosen = found;
  } else {
    chosen = def.handler;
  }
  if (chosen.method !== 'ANY' && chosen.method !== c.req.method) {
    throw new HttpError(400, `Use ${chosen.method} for this call`, 'wrong_method');
  }
  const parsed = chosen.input.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);

  let cached: Promise<Session | undefined> | undefined;
  const ctx: FnContext = {
    deps,
    c,
    requestId: c.get('requestId'),
    async session(sessionId) {
      if (!sessionId) throw noSession();
      cached ??= findSession(deps.db.db, sessionId);
      const s = await cached;
      if (!s) throw noSession();
      return s;
    },
    async userId(sessionId) {
      const s = await ctx.session(sessionId);
      if (!s.is_auth || s.user_id === null) throw noSession();
      return s.user_id;
    },
  };
  const result = await chosen.handler(parsed.data, ctx);
  if (result instanceof Response) return result;
  // With a Content-Length, compress() leaves small answers alone (gzip costs more than it saves there).
  const body = JSON.stringify(result ?? { ok: true });
  return c.body(body, chosen.status ?? 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    // Set here, compress() need not rebuild the response to add it (the slow path).
    Vary: 'Accept-Encoding',
  });
}
