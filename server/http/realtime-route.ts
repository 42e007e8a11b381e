import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type ChangeEvent, HEARTBEAT_MS } from '@shared/realtime.ts';
import { realtimeStreamInput } from '@shared/schemas/realtime.ts';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from './client-info.ts';
import { HttpError, InvalidInput, noSession } from '@server/errors.ts';
import { redactSessionId } from '../logger.ts';
import { redeemRealtimeTicket } from '../features/realtime/realtime-tickets.ts';
import { Outbox, sseFrame } from '@server/realtime/outbox.ts';

/** The Node socket under the request (@hono/node-server passes it as env); none under app.request(). */
const socketOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;

/** A change's frame, built once however many streams it goes to (the hub hands them all the same object). */
const frames = new WeakMap<ChangeEvent, string>();
function changeFrame(ev: ChangeEvent): string {
  let frame = frames.get(ev);
  if (frame === undefined) frames.set(ev, (frame = sseFrame('change', JSON.stringify(ev))));
  return frame;
}

/**
 * GET /functions/v1/realtime?ticket=…: the session's row changes as Server-Sent Events.
 * The ticket comes from POST /functions/v1/realtime (features/realtime/functions/realtime-ticket.ts): single
 * use, short-lived, so the URL (proxy logs, history) never carries the session id.
 * Limits (realtime/limits.ts): streams per session and per address, and a bounded queue per
 * stream, whose reader is dropped when it falls behind.
 */
export function realtimeRoute(deps: AppDeps) {
  const { hub, logger } = deps;
  return new Hono().get('/', async (c) => {
    if (c.req.query('sessionId') !== undefined) throw new HttpError('realtime_session_in_url');
    const parsed = realtimeStreamInput.safeParse({ ticket: c.req.query('ticket') });
    if (!parsed.success) throw new InvalidInput(parsed.error.issues);
    // A stream asked for on a connection kept open while this process stops: it would be cut at the
    // end of the grace. Sent away at once, the ticket unspent.
    if (hub.closing) {
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, (stream) => stream.write(sseFrame('reconnect', '{}')).then(() => {}));
    }
    const address = clientAddress(c, deps.config.trustProxy);
    // Checked before the ticket is spent, and again below right before subscribing.
    if (!hub.hasRoomFor(address)) throw new HttpError('realtime_too_many_streams');
    const redeemed = await redeemRealtimeTicket(deps.db.db, parsed.data.ticket);
    if (redeemed.status === 'invalid') throw new HttpError('realtime_ticket_invalid');
    if (redeemed.status === 'no_session') throw noSession();
    const session = redeemed.session;
    c.set('sessionId', session.id); // the opaque id: logs name streams without their credential
    if (!hub.hasRoomFor(address)) throw new HttpError('realtime_too_many_streams');
    c.header('X-Accel-Buffering', 'no'); // nginx: do not buffer the stream
    // No await from hasRoomFor above to subscribe below: streamSSE runs the callback at once.
    return streamSSE(c, async (stream) => {
      let wake: () => void = () => {};
      const finished = new Promise<void>((resolve) => (wake = resolve));
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        wake();
      };
      /** A reader too slow to keep up: close its socket now (its queue is gone); it reconnects and refetches. */
      const drop = (why: string) => {
        outbox.kill();
        logger.warn('realtime: slow reader dropped', { session: redactSessionId(session.id), why });
        socketOf(c)?.destroy();
        stream.abort();
        end();
      };
      const outbox = new Outbox(
        (frame) => stream.write(frame),
        { maxEvents: hub.limits.queueEvents, maxBytes: hub.limits.queueBytes },
        () => drop('queue full'),
      );
      const unsubscribe = hub.subscribe({
        sessionRef: session.id,
        userId: session.is_auth ? session.user_id : null,
        address,
        send: (ev) => void outbox.push(changeFrame(ev)),
        close(reason = 'ended') {
          // `replaced`: the client waits until its page is looked at again; `reconnect`: it comes back now.
          if (reason !== 'ended') outbox.push(sseFrame(reason, '{}'));
          void outbox.drained().then(end);
        },
        queuedBytes: () => outbox.queuedBytes,
      });
      stream.onAbort(() => {
        outbox.kill();
        end();
      });
      outbox.push(sseFrame('ready', JSON.stringify({ isAuth: session.is_auth })));
      const beat = setInterval(
        () => {
          // A write that waited this long: nobody reads this socket.
          if (outbox.stalledFor() > hub.limits.stallMs) drop('stalled');
          else outbox.push(sseFrame('ping', ''));
        },
        Math.min(HEARTBEAT_MS, hub.limits.stallMs),
      );
      logger.debug('realtime: client connected', { session: redactSessionId(session.id) });
      await finished;
      clearInterval(beat);
      unsubscribe();
    });
  });
}
