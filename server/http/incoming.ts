import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ClientClosedRequest } from '@server/errors.ts';

const isAbort = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ECONNABORTED' || (err as Error | undefined)?.message === 'aborted';
};

/** A read error as the caller should see it: a client gone mid-body is a ClientClosedRequest. */
export const readError = (err: unknown) => (isAbort(err) ? new ClientClosedRequest() : err);

/**
 * Node's request under @hono/node-server, when its body is still there to read; undefined
 * under app.request() in tests, or when something read it already. Reading it straight costs
 * far less than the web stream over it. The checks before a body is read can take a while on a
 * loaded server: a client gone by then, its body cut short, has no event left to say so, and
 * is a ClientClosedRequest here.
 */
export function unreadIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return undefined;
  if (incoming.destroyed && !incoming.complete) throw new ClientClosedRequest();
  return !incoming.readableEnded && incoming.readable ? incoming : undefined;
}
