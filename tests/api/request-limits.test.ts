import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { createApp } from '@server/http/app.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonNestsDeeperThan } from '@server/http/json-depth.ts';
import { startHttpServer } from '@server/http/node-server.ts';
import { MAX_JSON_BODY } from '@server/http/read-input.ts';
import { z } from 'zod';
import { defineCall } from '@shared/contract.ts';
import { captureLogger } from '../support/capture-logger.ts';
import { ANON_KEY, createTestApp } from '../support/test-app.ts';

/**
 * What one request may cost the server: JSON bodies at most 128 KB (413 before parsing) and
 * 64 levels deep (400 without parsing), JSON only (415), ?apikey only for the realtime stream,
 * Node's header and request timeouts and a connection cap, and a client that drops
 * mid-request logged as such.
 */

// A function that reads its own body (as image-upload will): the host leaves the body alone.
const ownBodyCall = defineCall('own-body-test', {
  method: 'POST',
  input: z.object({}),
  output: z.object({ length: z.number() }),
});
const ownBodyCalls = defineFunction(ownBodyCall, async (_input, { c }) => ({ length: (await c.req.text()).length }), {
  ownBody: true,
});
const t = await createTestApp({}, { functions: [ownBodyCalls] });

const post = (body: string, headers: Record<string, string> = {}) =>
  t.app.request('/functions/v1/tasks', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${ANON_KEY}`,
      'content-type': 'application/json',
      'accept-language': 'en',
      ...headers,
    },
    body,
  });

function listen(
  app: { fetch: (req: Request, env: never) => Response | Promise<Response> },
  http = { headersTimeout: 10_000, requestTimeout: 30_000, maxConnections: 100 },
) {
  return new Promise<{ server: Server; port: number; url: string; close: () => Promise<void> }>((resolve) => {
    const server = startHttpServer(app.fetch as never, { port: 0, host: '127.0.0.1', http }, (info: AddressInfo) =>
      resolve({
        server,
        port: info.port,
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    );
  });
}

/** A JSON call and an upload (which reads its multipart body itself), each cut short. */
const halfBodies = [
  { kind: 'a JSON call', path: '/functions/v1/tasks', type: 'application/json', start: '{"action":' },
  {
    kind: 'an upload',
    path: '/functions/v1/image-upload',
    type: 'multipart/form-data; boundary=cut',
    start: '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
  },
];

/**
 * Sends a request's headers and the start of its 5,000-byte body, then drops the connection
 * once the server has the request. Dropped as soon as the write had gone, a loaded machine's
 * server could see the close before the request, and there was then no request to log.
 */
function sendHalfAndDrop(srv: { server: Server; port: number }, half: (typeof halfBodies)[number]) {
  return new Promise<void>((resolve) => {
    const socket = connect(srv.port, '127.0.0.1', () => {
      socket.write(
        `POST ${half.path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ANON_KEY}\r\nContent-Type: ${half.type}\r\nContent-Length: 5000\r\n\r\n${half.start}`,
      );
    });
    srv.server.once('request', () => setImmediate(() => socket.destroy()));
    socket.on('close', () => resolve());
    socket.on('error', () => {});
  });
}

async function expectClosedRequestLogged(logger: ReturnType<typeof captureLogger>) {
  await expect
    .poll(() => logger.lines.some((l) => l.msg === 'client closed the request'), { timeout: 5_000 })
    .toBe(true);
  const closed = logger.lines.find((l) => l.msg === 'client closed the request')!;
  expect(['info', 'warn']).toContain(closed.level);
  expect(logger.lines.filter((l) => l.level === 'error')).toEqual([]);
}

describe('request limits', () => {
  it('answers 413 to a JSON body over 128 KB before parsing it', async () => {
    const big = JSON.stringify({ action: 'create', title: 'x', description: 'я'.repeat(MAX_JSON_BODY) });
    const r = await post(big);
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ code: 'too_large', error: 'The request is too large (128 KB at most)' });
    // A body just under the limit is read (and then judged by the call's schema).
    const fits = await post(JSON.stringify({ action: 'create', title: 'x', description: 'a'.repeat(100_000) }));
    expect(fits.status).toBe(400);
    expect((await fits.json()).code).toBe('invalid_input');
  });

  it('answers 400 to JSON nested deeper than 64 levels, found without parsing', async () => {
    const nested = (n: number) => `{"action":"get","x":${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
    const deep = await post(nested(65));
    expect(deep.status).toBe(400);
    expect((await deep.json()).code).toBe('too_deep');
    const ok = await post(nested(64));
    expect((await ok.json()).code).not.toBe('too_deep');
    // Brackets inside strings are text, not nesting.
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '['.repeat(500), b: '\\"[[[' }), 64)).toBe(false);
    // 128 KB of `[` is refused at once.
    const started = performance.now();
    const flood = await post('['.repeat(MAX_JSON_BODY - 1));
    expect(flood.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('keeps /healthz answering while 32 clients send 1 MB bodies of [[[[ at once', async () => {
    const srv = await listen(t.app);
    try {
      const body = '['.repeat(1024 * 1024);
      const floods = Array.from({ length: 32 }, () =>
        fetch(`${srv.url}/functions/v1/tasks`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
          body,
        })
          .then((r) => r.status)
          .catch(() => 0),
      );
      // Answered while the floods are refused (no wall-clock bound: the suite runs on a shared machine).
      const health = await fetch(`${srv.url}/healthz`);
      expect(health.status).toBe(200);
      const statuses = await Promise.all(floods);
      expect(statuses.every((s) => s === 413 || s === 0)).toBe(true);
    } finally {
      await srv.close();
    }
  });

  it('refuses a POST body that is not application/json with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const r = await post('{"action":"get"}', { 'content-type': type });
      expect(r.status, type).toBe(415);
      expect((await r.json()).code).toBe('unsupported_media_type');
    }
    expect((await post('{"action":"get"}', { 'content-type': 'application/json; charset=utf-8' })).status).not.toBe(
      415,
    );
  });

  it('lets a function that reads its own body opt out of the JSON rules', async () => {
    const res = await t.app.request('/functions/v1/own-body-test', {
      method: 'POST',
      headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\n' + 'z'.repeat(200_000) + '\r\n--x--',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).length).toBeGreaterThan(MAX_JSON_BODY);
  });

  it('accepts the apikey query parameter only on the realtime route', async () => {
    const roles = await t.app.request(`/functions/v1/roles?apikey=${ANON_KEY}`);
    expect(roles.status).toBe(401);
    expect((await roles.json()).code).toBe('missing_api_key');
    const sessionId = await t.anonymousSession();
    const srv = await listen(t.app);
    try {
      const ac = new AbortController();
      const { ticket } = (await t.call('realtime', { sessionId })).body;
      const stream = await fetch(`${srv.url}/functions/v1/realtime?ticket=${ticket}&apikey=${ANON_KEY}`, {
        signal: ac.signal,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      ac.abort();
    } finally {
      await srv.close();
    }
  });

  it('cuts a client that sends its headers too slowly, and keeps a realtime stream open past the request timeout', async () => {
    const srv = await listen(t.app, { headersTimeout: 500, requestTimeout: 800, maxConnections: 100 });
    try {
      expect(srv.server.headersTimeout).toBe(500);
      expect(srv.server.requestTimeout).toBe(800);
      // Slow headers: the connection is closed by the server.
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const socket = connect(srv.port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n'));
        socket.on('data', () => {});
        socket.on('close', () => resolve());
        socket.on('error', () => {});
      });
      expect(performance.now() - started).toBeLessThan(5_000);

      // A stream: open well past requestTimeout, still reading.
      const sessionId = await t.anonymousSession();
      const ac = new AbortController();
      const { ticket } = (await t.call('realtime', { sessionId })).body;
      const res = await fetch(`${srv.url}/functions/v1/realtime?ticket=${ticket}&apikey=${ANON_KEY}`, {
        signal: ac.signal,
      });
      const reader = res.body!.getReader();
      const first = await reader.read(); // `ready`
      expect(first.done).toBe(false);
      const outcome = await Promise.race([
        reader.read().then((r) => (r.done ? 'closed' : 'data')),
        new Promise<string>((r) => setTimeout(() => r('still open'), 2_500)),
      ]);
      expect(outcome).not.toBe('closed');
      ac.abort();
    } finally {
      await srv.close();
    }
  });

  it('caps open connections and reads the limits from the environment', () => {
    const config = loadConfig({
      HTTP_HEADERS_TIMEOUT: '7000',
      HTTP_REQUEST_TIMEOUT: '20000',
      HTTP_MAX_CONNECTIONS: '321',
    });
    expect(config.http).toEqual({ headersTimeout: 7000, requestTimeout: 20000, maxConnections: 321 });
    expect(loadConfig({}).http).toEqual({ headersTimeout: 10_000, requestTimeout: 30_000, maxConnections: 5_000 });
    const server = startHttpServer(() => new Response('ok'), { port: 0, host: '127.0.0.1', http: config.http });
    expect(server.maxConnections).toBe(321);
    expect(server.headersTimeout).toBe(7000);
    expect(server.requestTimeout).toBe(20000);
    server.close();
  });

  it.each(halfBodies)(
    'logs a client that drops mid-request as such, not as a 500 with a stack: $kind',
    async (half) => {
      const logger = captureLogger();
      const app = createApp({ ...t.deps, logger });
      const srv = await listen(app);
      try {
        await sendHalfAndDrop(srv, half);
        await expectClosedRequestLogged(logger);
      } finally {
        await srv.close();
      }
    },
  );

  it.each(halfBodies)('logs a client that dropped before its body was read as such, too: $kind', async (half) => {
    // Checks and queries run before the body is read; on a loaded machine the client can be
    // gone by then. Here the app starts only once the server has seen the connection close.
    const logger = captureLogger();
    const app = createApp({ ...t.deps, logger });
    const srv = await listen({
      fetch: async (req: Request, env: never) => {
        const incoming = (env as { incoming: IncomingMessage }).incoming;
        // Not events.once: it listens for 'error' too, and would reject on the abort.
        if (!incoming.destroyed) await new Promise((resolve) => incoming.socket.once('close', resolve));
        return app.fetch(req, env);
      },
    });
    try {
      await sendHalfAndDrop(srv, half);
      await expectClosedRequestLogged(logger);
    } finally {
      await srv.close();
    }
  });
});
