import type { Context } from 'hono';
import { z } from 'zod';
import type { Call, CallOutput, CallParsed } from '@shared/contract.ts';
import { KeptText } from '../db/answer-cache.ts';
import type { AppDeps } from '../deps.ts';
import { type Caller, findLiveSession, type LiveSession } from '../services/caller.ts';
import { HttpError, InvalidInput, noSession } from '@server/errors.ts';
import { idempotencyKeyOf, REPLAYED_HEADER, runOnce } from './idempotency.ts';
import type { JsonAnswer } from './json-answer.ts';
import { readInput } from './read-input.ts';
import { readMultipart } from './read-multipart.ts';
import { textBody } from './text-body.ts';

export interface FnContext {
  deps: AppDeps;
  c: Context;
  requestId: string;
  /** The signed-in person making the call; 401 `No session found` for a missing, expired or anonymous session. */
  caller(): Promise<Caller>;
  /** The call's live session, anonymous or signed in; 401 `No session found` without one. */
  session(): Promise<LiveSession>;
}

/** What a handler answers: the contract's output, or the same as JSON text built by PostgreSQL. */
export type Answer<C extends Call> = CallOutput<C> | JsonAnswer<CallOutput<C>>;
export type Handler<C extends Call> = (input: CallParsed<C>, ctx: FnContext) => Promise<Answer<C>>;

type SingleCall = Call & { action: undefined };
type ActionCalls = Record<string, Call & { action: string }>;
export type Handlers<A extends ActionCalls> = { [K in keyof A]: Handler<A[K]> };

/** A call with its handler, the types joined once here so the host below needs none. */
interface Bound {
  call: Call;
  run(input: Record<string, unknown>, ctx: FnContext): Promise<unknown>;
}

/** A function of the host: one handler, or actions chosen by `action`. */
export interface FunctionDef extends FunctionOptions {
  name: string;
  single?: Bound;
  actions?: Record<string, Bound>;
}

export interface FunctionOptions {
  /**
   * `Cache-Control` of an answer that read no session: `no-cache` unless said here (a call that
   * hands out a session says `PRIVATE_ANSWER`). An answer that carried or read a session is
   * always `private, no-store`, whatever is said.
   */
  cacheControl?: string;
  /**
   * The function reads its request body itself (an upload: multipart, its own size limit):
   * the host then reads only the query, and neither requires JSON nor limits the body.
   */
  ownBody?: boolean;
}

function bind<C extends Call>(call: C, handler: Handler<C>): Bound {
  return {
    call,
    async run(input, ctx) {
      // Typed as C's own schema (not Call's), so the parsed value is the handler's input type.
      const schema: C['input'] = call.input;
      const parsed = z.safeParse(schema, input);
      if (!parsed.success) throw new InvalidInput(parsed.error.issues);
      return handler(parsed.data, ctx);
    },
  };
}

const isSingle = (target: SingleCall | ActionCalls): target is SingleCall =>
  'fn' in target && typeof target.fn === 'string';

/**
 * A function from its contract (shared/contracts): `defineFunction(checkSessionCall, handler)`
 * or `defineFunction(spacesCalls, { get: handler, create: handler, … })`. A handler that
 * answers anything but its call's output fails the typecheck.
 */
export function defineFunction<C extends SingleCall>(
  call: C,
  handler: Handler<C>,
  options?: FunctionOptions,
): FunctionDef;
export function defineFunction<A extends ActionCalls>(
  calls: A,
  handlers: Handlers<A>,
  options?: FunctionOptions,
): FunctionDef;
export function defineFunction<C extends SingleCall, A extends ActionCalls>(
  target: C | A,
  handlers: Handler<C> | Handlers<A>,
  options: FunctionOptions = {},
): FunctionDef {
  if (isSingle(target)) {
    if (typeof handlers !== 'function') throw new Error(`${target.fn}: one call takes one handler`);
    return { ...options, name: target.fn, single: bind(target, handlers) };
  }
  if (typeof handlers === 'function') throw new Error('a function with actions takes one handler per action');
  const actions: Record<string, Bound> = {};
  let name = '';
  for (const action of Object.keys(target) as (keyof A & string)[]) {
    actions[action] = bind(target[action], handlers[action]);
    name = target[action].fn;
  }
  return { ...options, name, actions };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sessionIdOf = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined);

function chooseCall(def: FunctionDef, action: unknown): Bound {
  if (def.single) return def.single;
  if (typeof action !== 'string' || action === '') throw new HttpError('missing_action');
  const found = def.actions && Object.hasOwn(def.actions, action) ? def.actions[action] : undefined;
  if (!found) throw new HttpError('unknown_action', { action: action.slice(0, 40), fn: def.name });
  return found;
}

/** Its own body: said so, or a call that takes files (read under the contract's own limit). */
const readsOwnBody = (def: FunctionDef) =>
  def.ownBody === true ||
  def.single?.call.multipart !== undefined ||
  Object.values(def.actions ?? {}).some((b) => b.call.multipart !== undefined);

const allows = (call: Call, method: string) =>
  call.method === method || (call.anyMethod === true && (method === 'GET' || method === 'POST'));

/** ctx.session() and ctx.caller() share one query, run only when a handler asks. */
function callContext(c: Context, deps: AppDeps, sessionId: string | undefined): FnContext & { readSession(): boolean } {
  let loaded: Promise<LiveSession | undefined> | undefined;
  const load = () =>
    (loaded ??= sessionId
      ? findLiveSession(deps.db.db, sessionId).then((s) => {
          // An error after this point is written in this person's language without another query.
          c.set('userLanguage', s?.caller?.language ?? null);
          return s;
        })
      : Promise.resolve(undefined));
  return {
    deps,
    c,
    requestId: c.get('requestId'),
    readSession: () => loaded !== undefined,
    async session() {
      const s = await load();
      if (!s) throw noSession();
      return s;
    },
    async caller() {
      const s = await load();
      if (!s?.caller) throw noSession();
      return s.caller;
    },
  };
}

/**
 * Outside production every answer is checked, as the client will read it, against its
 * call's output schema: a handler that drifts from its contract fails loudly in development
 * and tests. Production skips it for speed.
 */
function checkAnswer(call: Call, body: string, c: Context, deps: AppDeps): void {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    value = body; // not JSON at all: the schema check below fails and says so
  }
  const checked = call.output.safeParse(value);
  if (checked.success) return;
  deps.logger.error('answer does not match its contract', {
    requestId: c.get('requestId'),
    fn: call.fn,
    action: call.action,
    issues: checked.error.issues.slice(0, 10),
  });
  throw new HttpError('answer_mismatch');
}

/** The session header the app sends: never in a URL, which proxies and CDNs log. */
export const SESSION_HEADER = 'X-Session-Id';

/**
 * The session from the app's `X-Session-Id` header goes into the input as the spec's
 * `sessionId`, which stays accepted from other clients (and wins when both are sent).
 */
function withSessionHeader(c: Context, input: Record<string, unknown>): Record<string, unknown> {
  const header = c.req.header(SESSION_HEADER);
  return header !== undefined && input.sessionId === undefined ? { ...input, sessionId: header } : input;
}

export async function runFunction(def: FunctionDef, c: Context, deps: AppDeps): Promise<Response> {
  // The request metric's labels (http/metrics-route.ts): the action once it is known to exist.
  const called = { fn: def.name, action: '' };
  c.set('fnCalled', called);
  let input = withSessionHeader(c, await readInput(c, { ownBody: readsOwnBody(def) }));
  c.set('sessionId', sessionIdOf(input.sessionId));
  const bound = chooseCall(def, input.action);
  called.action = bound.call.action ?? '';
  if (!allows(bound.call, c.req.method)) throw new HttpError('wrong_method', { method: bound.call.method });
  // A multipart call's body is read only once the call is known, under its own limit.
  if (bound.call.multipart) {
    input = withSessionHeader(c, { ...input, ...(await readMultipart(c, bound.call.multipart)) });
    c.set('sessionId', sessionIdOf(input.sessionId));
  }
  // Read before any work: a malformed key, or a key on a call that takes none, is refused at once.
  const key = idempotencyKeyOf(c, bound.call);
  const { answer, body, readSession, status, replayed } = bound.call.idempotent
    ? await runOnce(c, deps, bound.call, input, sessionIdOf(input.sessionId), key, () =>
        answerOf(bound, input, c, deps),
      )
    : { ...(await answerOf(bound, input, c, deps)), status: 200 as const, replayed: false };
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    // One person's answer is never kept by a cache between them and us (a CDN or a proxy a
    // deployment puts in front): the session travels in a header or the query, not in
    // Authorization, which is what a shared cache would have known to respect.
    'Cache-Control': readSession || input.sessionId !== undefined ? PRIVATE_ANSWER : (def.cacheControl ?? 'no-cache'),
    // Set here, compress() need not add it with c.header(), which rebuilds the finished
    // Response from its body stream and takes @hono/node-server off its one-write fast path.
    Vary: 'Accept-Encoding',
    ...(replayed ? { [REPLAYED_HEADER]: 'true' } : {}),
  };
  // With a Content-Length, compress() leaves small answers alone (gzip costs more than it saves there).
  return textBody(c, answer instanceof KeptText ? answer : body, status, headers);
}

/** `Cache-Control` of an answer that carried or read a session, and of every refusal. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * The handler's answer and its JSON text, checked against the contract outside production, and
 * whether the handler read the call's session.
 */
async function answerOf(bound: Bound, input: Record<string, unknown>, c: Context, deps: AppDeps) {
  const ctx = callContext(c, deps, sessionIdOf(input.sessionId));
  const answer = await bound.run(input, ctx);
  const body = answer instanceof KeptText ? answer.text : typeof answer === 'string' ? answer : JSON.stringify(answer);
  if (!deps.config.production) checkAnswer(bound.call, body, c, deps);
  return { answer, body, readSession: ctx.readSession() };
}

/**
 * A call answered inside the server (the first screen's data, server/http/in-process.ts):
 * the input as the host would read it from the request, the same validation, session and
 * permissions as over HTTP, and the answer as the app would parse it. A refusal throws its HttpError.
 */
export async function answerInProcess(
  def: FunctionDef,
  input: Record<string, unknown>,
  c: Context,
  deps: AppDeps,
): Promise<unknown> {
  c.set('sessionId', sessionIdOf(input.sessionId));
  const { body } = await answerOf(chooseCall(def, input.action), input, c, deps);
  return JSON.parse(body) as unknown;
}
