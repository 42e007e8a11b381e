import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
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

/**
 * A change's frame, built and encoded once however many streams it goes to (the hub hands them
 * all the same object): with thousands of streams, a per-stream encode is most of a change's cost.
 */
const frames = new WeakMap<ChangeEvent, Buffer>();
function changeFrame(ev: ChangeEvent): Buffer {
  let frame = frames.get(ev);
  if (frame === undefined) frames.set(ev, (frame = Buffer.from(sseFrame('change', JSON.stringify(ev)))));
  return frame;
}

/** Where a stream's frames go: the Node response itself, or hono's stream under app.request(). */
interface Sink {
  /** Hands the frame to the socket; a promise, resolved once the socket took the bytes, when it must wait (backpressure). */
  write(frame: string | Buffer): Promise<unknown> | void;
  onAbort(cb: () => void): void;
  /** Closes the socket now. */
  abort(): void;
  /** Ends the response after the last frame. */
  end?(): void;
}

/** The Node response under the request (@hono/node-server passes it as env); none under app.request(). */
const outgoingOf = (c: Context) => (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;

/** A frame as one HTTP/1.1 chunk (its length in hex, the bytes, CRLF), made once per frame. */
const chunks = new WeakMap<Buffer, Buffer>();
function httpChunk(frame: string | Buffer): Buffer {
  const bytes = typeof frame === 'string' ? Buffer.from(frame) : frame;
  let chunk = typeof frame === 'string' ? undefined : chunks.get(frame);
  if (chunk === undefined) {
    chunk = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
    if (typeof frame !== 'string') chunks.set(frame, chunk);
  }
  return chunk;
}

/**
 * Frames written straight to the Node response. Hono's stream helper goes through web streams,
 * a few promise hops and an encode per frame per stream: with 5,000 streams a change took about
 * half a second to reach them all, most of it there. A shared Buffer written to each socket costs
 * a fraction of that; a socket that is not reading makes `write` wait for its 'drain'.
 *
 * Once the headers are out, a chunked response's frames go to its socket as HTTP chunks framed
 * once per change: Node's own `res.write` frames every write anew, in four pieces, corked until
 * the next tick (5,000 loopback streams: 55–75 ms a change against 47 ms written directly, and
 * the first stream served only after the last was framed). This relies on
 * nothing else writing to the response meanwhile (it is a stream: only these frames and its
 * end, which `res.end` writes as the closing chunk) and on Node having sent the headers
 * already, which `writableLength` tells; otherwise, and for a response that is not chunked
 * (an HTTP/1.0 client), frames go through `res.write`.
 */
function nodeSink(res: ServerResponse): Sink {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no', // nginx: do not buffer the stream
    'X-Content-Type-Options': 'nosniff',
  });
  res.flushHeaders();
  const socket = res.socket;
  const direct = () =>
    socket !== null &&
    (res as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding === true &&
    res.headersSent &&
    res.writableLength === 0;
  return {
    write: (frame) => {
      if (res.destroyed || res.writableEnded) return;
      const through = direct() ? socket! : res;
      if (through === socket ? socket.write(httpChunk(frame)) : res.write(frame)) return;
      return new Promise<void>((resolve) => {
        const done = () => {
          through.off('drain', done);
          res.off('close', done);
          resolve();
        };
        through.on('drain', done);
        res.on('close', done);
      });
    },
    onAbort: (cb) => res.on('close', cb),
    abort: () => res.destroy(),
    end: () => res.end(),
  };
}

/**
 * GET /functions/v1/realtime?ticket=…[&since=…]: the session's row changes as Server-Sent Events
 * (with `since`, first those made since that moment: realtime/hub.ts `replay`).
 * The ticket comes from POST /functions/v1/realtime (features/realtime/functions/realtime-ticket.ts): single
 * use, short-lived, so the URL (proxy logs, history) never carries the session id.
 * Limits (realtime/limits.ts): streams per session and per address, and a bounded queue per
 * stream, whose reader is dropped when it falls behind.
 */
export function realtimeRoute(deps: AppDeps) {
  const { hub, logger } = deps;
  return new Hono().get('/', async (c) => {
    if (c.req.query('sessionId') !== undefined) throw new HttpError('realtime_session_in_url');
    const parsed = realtimeStreamInput.safeParse({ ticket: c.req.query('ticket'), since: c.req.query('since') });
    if (!parsed.success) throw new InvalidInput(parsed.error.issues);
    const { since } = parsed.data;
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
    // No await from hasRoomFor above to subscribe below: both ways of streaming subscribe at once.
    const outgoing = outgoingOf(c);
    if (outgoing) {
      openStream(nodeSink(outgoing));
      return RESPONSE_ALREADY_SENT;
    }
    c.header('X-Accel-Buffering', 'no'); // nginx: do not buffer the stream
    return streamSSE(c, (stream) =>
      openStream({
        write: (frame) => stream.write(typeof frame === 'string' ? frame : new Uint8Array(frame)),
        onAbort: (cb) => stream.onAbort(cb),
        abort: () => {
          socketOf(c)?.destroy();
          stream.abort();
        },
      }),
    );

    /** Subscribes the session to the hub and feeds its frames to `sink` until either side ends. */
    async function openStream(sink: Sink): Promise<void> {
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
        sink.abort();
        end();
      };
      const outbox = new Outbox<string | Buffer>(
        (frame) => sink.write(frame),
        { maxEvents: hub.limits.queueEvents, maxBytes: hub.limits.queueBytes },
        () => drop('queue full'),
      );
      const unsubscribe = hub.subscribe(
        {
          sessionRef: session.id,
          userId: session.is_auth ? session.user_id : null,
          address,
          send: (ev) => void outbox.push(changeFrame(ev)),
          close(reason = 'ended') {
            // `replaced`: the client waits until its page is looked at again; `reconnect`: it comes back now.
            if (reason !== 'ended') outbox.push(sseFrame(reason, '{}'));
            void outbox.drained().then(() => {
              end();
              sink.end?.();
            });
          },
          queuedBytes: () => outbox.queuedBytes,
          resync: () => void outbox.push(sseFrame('resync', '{}')),
        },
        since,
      );
      sink.onAbort(() => {
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
    }
  });
}
