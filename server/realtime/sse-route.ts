import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { HEARTBEAT_MS, type ChangeEvent } from '../../shared/realtime.ts';
import { checkSessionInput } from '../../shared/schemas/session.ts';
import type { AppDeps } from '../deps.ts';
import { InvalidInput, noSession } from '../http/errors.ts';
import { redactSessionId } from '../logger.ts';
import { findSession } from '../services/sessions.ts';

/** GET /functions/v1/realtime?sessionId=…: the session's row changes as Server-Sent Events. */
export function realtimeRoute(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    const parsed = checkSessionInput.safeParse({ sessionId: c.req.query('sessionId') });
    if (!parsed.success) throw new InvalidInput(parsed.error.issues);
    c.set('sessionId', parsed.data.sessionId);
    const session = await findSession(deps.db.db, parsed.data.sessionId);
    if (!session) throw noSession();
    c.header('X-Accel-Buffering', 'no'); // nginx: do not buffer the stream
    return streamSSE(c, async (stream) => {
      let closed = false;
      let wake: () => void = () => {};
      const finished = new Promise<void>((resolve) => (wake = resolve));
      const queue: ChangeEvent[] = [];
      let flushing = false;
      const flush = async () => {
        if (flushing) return;
        flushing = true;
        while (queue.length && !closed) {
          const ev = queue.shift()!;
          await stream.writeSSE({ event: 'change', data: JSON.stringify(ev) }).catch(() => (closed = true));
        }
        flushing = false;
        if (closed) wake();
      };
      const unsubscribe = deps.hub.subscribe({
        sessionRef: session.id,
        userId: session.is_auth ? session.user_id : null,
        send(ev) {
          queue.push(ev);
          void flush();
        },
        close() {
          closed = true;
          void flush().then(wake);
        },
      });
      stream.onAbort(() => {
        closed = true;
        wake();
      });
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ isAuth: session.is_auth }) });
      const beat = setInterval(() => {
        stream.writeSSE({ event: 'ping', data: '' }).catch(() => {
          closed = true;
          wake();
        });
      }, HEARTBEAT_MS);
      deps.logger.debug('realtime: client connected', { session: redactSessionId(parsed.data.sessionId) });
      await finished;
      clearInterval(beat);
      unsubscribe();
    });
  });
}
