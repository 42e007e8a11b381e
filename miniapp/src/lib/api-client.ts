import i18next from 'i18next';
import type { Call, CallArgs, CallOutput, Method } from '@shared/contract.ts';
import { anonKey, FUNCTIONS_BASE, refreshAppConfig } from './config.ts';
import { getSessionId } from './session-store.ts';

/**
 * A failed call: the server's `{ error }` text (already in the user's language, or '' when
 * the answer had none), its status (0: the server was not reached) and optional code.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * A call as the app knows it at run time: where it goes and how. Its types (input, answer)
 * come from the contract in shared/contracts, imported as a type only: the contracts build
 * zod schemas, which would add about 95 KB gzipped to the app. lib/calls.ts lists them.
 */
export interface CallRef<C extends Call = Call> {
  readonly fn: string;
  readonly action: string | undefined;
  readonly method: Method;
  /** Never set: carries the contract's type. */
  readonly __contract?: C;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** The session to send: default the stored one; null sends none (start-up's own calls). */
  sessionId?: string | null;
  /** Set on the one retry after the server's anon key changed. */
  keyRefreshed?: boolean;
  /** Where the request goes: default the network (server-render.tsx answers in-process). */
  transport?: CallTransport;
  /** A change sent again under its first key is applied once (the planner's kept changes). */
  idempotencyKey?: string;
}

export interface RequestParts {
  url: string;
  method: Method;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The request for one call, as a pure function: `action` goes first, then the arguments; GET
 * puts them in the query string (arrays comma-joined, null and undefined left out), POST in a
 * JSON body. The session goes in the `X-Session-Id` header, never in an address, which proxies
 * and CDNs log (the server still takes a `sessionId` parameter from other clients).
 */
export function buildRequest(
  call: Pick<CallRef, 'fn' | 'action' | 'method'>,
  args: object,
  ctx: { sessionId?: string | null; language?: string; timezone?: string },
): RequestParts {
  const payload = payloadOf(call, args);
  const headers: Record<string, string> = { Authorization: `Bearer ${anonKey()}` };
  if (ctx.sessionId) headers['X-Session-Id'] = ctx.sessionId;
  // The server answers errors in this language (the one the person sees).
  if (ctx.language) headers['Accept-Language'] = ctx.language;
  if (ctx.timezone) headers['x-timezone'] = ctx.timezone;
  let url = `${FUNCTIONS_BASE}/${call.fn}`;
  if (call.method === 'GET') {
    const s = new URLSearchParams(queryText(payload)).toString();
    if (s) url += `?${s}`;
    return { url, method: 'GET', headers };
  }
  headers['Content-Type'] = 'application/json';
  return { url, method: 'POST', headers, body: JSON.stringify(payload) };
}

/**
 * A call's input as the server reads it from the request: `action` first, then the arguments;
 * for GET, the query string's text (arrays comma-joined, null and undefined left out), for POST
 * the JSON body's value. `sessionId`, when given, as the call's parameter. The server's own
 * first screen asks its functions with it in-process (server-render.tsx).
 */
export function callInput(
  call: Pick<CallRef, 'action' | 'method'>,
  args: object,
  sessionId?: string | null,
): Record<string, unknown> {
  const payload = payloadOf(call, args, sessionId);
  return call.method === 'GET' ? queryText(payload) : (JSON.parse(JSON.stringify(payload)) as Record<string, unknown>);
}

const payloadOf = (call: Pick<CallRef, 'action'>, args: object, sessionId?: string | null) => ({
  ...(call.action !== undefined ? { action: call.action } : {}),
  ...args,
  ...(sessionId ? { sessionId } : {}),
});

function queryText(payload: Record<string, unknown>): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    text[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return text;
}

/** The error a non-OK answer stands for: the `{ error, code }` body when there is one. */
export function answerError(status: number, body: unknown): ApiError {
  const e = (body && typeof body === 'object' ? body : {}) as { error?: unknown; code?: unknown };
  return new ApiError(
    typeof e.error === 'string' ? e.error : '',
    status,
    typeof e.code === 'string' ? e.code : undefined,
  );
}

/** Sends one built request; the server's own first-screen render answers in-process instead. */
export type CallTransport = (req: RequestParts, signal?: AbortSignal) => Promise<Response>;

const network: CallTransport = (req, signal) =>
  fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal });

function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Calls a function of the host, typed by its contract: `callFunction(tasksCalls.create,
 * { projectId, title })` answers `{ task }`. Adds `action` and the stored session; a
 * non-OK answer throws ApiError with the server's text, an unreachable server ApiError 0.
 */
export async function callFunction<C extends Call>(
  call: CallRef<C>,
  args: CallArgs<C>,
  opts: CallOptions = {},
): Promise<CallOutput<C>> {
  const sessionId = opts.sessionId === undefined ? getSessionId() : opts.sessionId;
  const req = buildRequest(call, args as object, {
    sessionId,
    language: i18next.language,
    timezone: browserTimezone(),
  });
  if (opts.idempotencyKey) req.headers['Idempotency-Key'] = opts.idempotencyKey;
  let res: Response;
  try {
    res = await (opts.transport ?? network)(req, opts.signal);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('', 0, 'network');
  }
  // The connection can die in the middle of the answer, too.
  const text = await res.text().catch(() => {
    throw new ApiError('', 0, 'network');
  });
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    // The server restarted with another key since this page loaded: take the new one, once.
    if (
      res.status === 401 &&
      (data as { code?: string } | undefined)?.code === 'invalid_api_key' &&
      !opts.keyRefreshed &&
      (await refreshAppConfig())
    ) {
      return callFunction(call, args, { ...opts, keyRefreshed: true });
    }
    throw answerError(res.status, data);
  }
  return data as CallOutput<C>;
}
