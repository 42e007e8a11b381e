import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Call, CallOutput } from '@shared/contract.ts';
import { checkSessionCall, settingsCalls } from '@shared/contracts/session.ts';

/** The network of component tests: only what a test answers here reaches the app (setup.ts). */
export const server = setupServer();

/** What a call sent: its arguments (query string or JSON body) with `action` and the session header's id. */
export type Sent = Record<string, unknown> & { sessionId?: string | null };

async function sentOf(request: Request): Promise<Sent> {
  const url = new URL(request.url);
  const args: Sent =
    request.method === 'GET'
      ? Object.fromEntries(url.searchParams)
      : ((await request
          .clone()
          .json()
          .catch(() => ({}))) as Sent);
  return { ...args, sessionId: request.headers.get('X-Session-Id') };
}

/**
 * A handler for one call of the host, `/functions/v1/<fn>` with its `action`, answering as the
 * server does: the reply goes through the contract's own answer schema (shared/schemas), so a
 * handler that drifts from the server's shape fails the test that uses it. A reply may be a
 * Response instead (a refusal: `refuse`).
 */
export function answer<C extends Call>(
  call: C,
  reply: (sent: Sent) => CallOutput<C> | Response | Promise<CallOutput<C> | Response>,
) {
  return http.all(`*/functions/v1/${call.fn}`, async ({ request }) => {
    const sent = await sentOf(request);
    if (request.method !== call.method || (call.action !== undefined && sent.action !== call.action)) return;
    const out = await reply(sent);
    if (out instanceof Response) return out;
    return HttpResponse.json(call.output.parse(out) as object);
  });
}

/** The host's refusal: `{ error, code }` with its status, the error already in the caller's language. */
export const refuse = (status: number, error: string, code?: string) =>
  HttpResponse.json({ error, ...(code ? { code } : {}) }, { status });

/** What check-session and settings answer for a session of `userId` (null: an anonymous visitor). */
export const sessionAnswers = (userId: number | null) => ({
  session: { exists: true, isAuth: userId !== null, userId },
  settings: { timezone: 'Europe/Moscow', language: 'ru' as const },
});

/** check-session and settings for a session of `userId`. */
export function sessionHandlers(userId: number | null) {
  const { session, settings } = sessionAnswers(userId);
  return [answer(checkSessionCall, () => session), answer(settingsCalls.getUserSettings, () => settings)];
}
