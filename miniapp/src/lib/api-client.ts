import { anonKey, FUNCTIONS_BASE, refreshAppConfig } from './config.ts';
import { getSessionId } from './session-store.ts';

/** A failed call: the server's `{ error }` text, its status and optional code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Params = Record<string, unknown>;

function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Calls a function of the host. GET sends the input as query parameters, POST as a JSON
 * body; both add the stored `sessionId` unless the input sets one. Answers are unwrapped;
 * a non-OK answer throws ApiError with the server's message.
 */
export async function callFunction<T>(
  name: string,
  input: Params = {},
  opts: { method?: 'GET' | 'POST'; signal?: AbortSignal; withSession?: boolean; keyRefreshed?: boolean } = {},
): Promise<T> {
  const method = opts.method ?? 'POST';
  const sessionId = opts.withSession === false ? undefined : getSessionId();
  const payload: Params = { ...(sessionId && !('sessionId' in input) ? { sessionId } : {}), ...input };
  const headers: Record<string, string> = { Authorization: `Bearer ${anonKey()}` };
  const tz = browserTimezone();
  if (tz) headers['x-timezone'] = tz;
  let url = `${FUNCTIONS_BASE}/${name}`;
  let body: string | undefined;
  if (method === 'GET') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) {
      if (v === undefined || v === null) continue;
      qs.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    const s = qs.toString();
    if (s) url += `?${s}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Cannot reach the server', 0, 'network');
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    // The server restarted with another key since this page loaded: take the new one, once.
    if (res.status === 401 && (data as { code?: string } | undefined)?.code === 'invalid_api_key' && !opts.keyRefreshed && (await refreshAppConfig())) {
      return callFunction<T>(name, input, { ...opts, keyRefreshed: true });
    }
    const e = data as { error?: string; code?: string } | undefined;
    throw new ApiError(e?.error ?? `Error ${name}: ${res.status} ${res.statusText}`, res.status, e?.code);
  }
  return data as T;
}
