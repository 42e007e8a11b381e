import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { realtimeUrl, sseEvents, startServerProcess } from '../support/live-server.ts';
import { openTestDb } from '../support/test-db.ts';

/**
 * A stop (SIGTERM) of a real `server/main.ts` process: out of the load balancer at once, the
 * port closed, what it accepted finished within SHUTDOWN_GRACE_MS, realtime clients told to
 * reconnect, exit 0; a second signal exits at once. On PostgreSQL (TEST_DATABASE_URL) each
 * process runs in a database of this file's own; otherwise in PGlite in memory.
 */
const KEY = 'clean-stop-anon-key';
const pg = process.env.TEST_DATABASE_URL ? await openTestDb() : undefined;
afterAll(() => pg?.close());

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function server(graceMs: number) {
  const s = await startServerProcess({
    ANON_KEY: KEY,
    DEMO: '0',
    SHUTDOWN_GRACE_MS: String(graceMs),
    ...(pg ? { DATABASE_URL: pg.url! } : { DATA_DIR: 'memory://' }),
  });
  started.push(s.child);
  const exited = once(s.child, 'exit').then(([code, signal]) => ({ code, signal, at: Date.now() }));
  return { ...s, port: Number(new URL(s.url).port), exited };
}

async function newSession(base: string): Promise<string> {
  const res = await fetch(`${base}/functions/v1/auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'initSession' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/**
 * A call whose body arrives late: the headers now, the JSON when `finish` is called, so the
 * request is accepted and still running while the process stops. It asks `Expect: 100-continue`:
 * Node answers "100 Continue" once it has read the headers, which says the server has the request.
 */
async function slowCheckSession(port: number, sessionId: string) {
  const head = `{"sessionId":"${sessionId}"`;
  const tail = `${' '.repeat(2000)}}`;
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/functions/v1/check-session',
    headers: {
      authorization: `Bearer ${KEY}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(head + tail),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', reject);
    });
  });
  answer.catch(() => {}); // read by the test that needs it; a cut request is expected elsewhere
  req.flushHeaders();
  await once(req, 'continue');
  return {
    answer,
    /** Sends the body. */
    finish() {
      req.end(head + tail);
    },
  };
}

/** A connection that has begun a request (so stopping does not close it as idle); `send` completes it. */
async function begunRequest(port: number, path: string) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  return {
    async send(): Promise<number> {
      socket.write('Connection: close\r\n\r\n');
      await Promise.race([once(socket, 'end'), once(socket, 'close')]);
      return Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);
    },
  };
}

/** Whether a new connection to the port is refused (the listener closed). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s: Socket = connect(port, '127.0.0.1');
    s.on('connect', () => (s.destroy(), resolve(false)));
    s.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

describe('a stop (SIGTERM)', () => {
  it('answers /readyz 503 at once, closes the port, finishes a request in flight, tells realtime streams to reconnect, and exits 0', async () => {
    const graceMs = 8000;
    const s = await server(graceMs);
    const sessionId = await newSession(s.url);
    expect((await fetch(`${s.url}/readyz`)).status).toBe(200);

    const stream = await fetch(await realtimeUrl(s.url, sessionId, KEY));
    expect(stream.status).toBe(200);
    const events = sseEvents(stream.body as ReadableStream<Uint8Array<ArrayBuffer>>);
    expect((await events.next())?.event).toBe('ready');

    const slow = await slowCheckSession(s.port, sessionId);
    const probe = await begunRequest(s.port, '/readyz');

    const signalled = Date.now();
    s.child.kill('SIGTERM');
    // The stream's last event tells the app to reconnect now; then it ends.
    const rest: string[] = [];
    for (let ev = await events.next(); ev; ev = await events.next()) rest.push(ev.event);
    expect(rest.filter((e) => e !== 'ping')).toEqual(['reconnect']);
    // The port closed before the streams were told: new connections are refused.
    expect(await refused(s.port)).toBe(true);
    // The load balancer's probe, on a connection it already had: out, while the process still runs.
    expect(await probe.send()).toBe(503);
    // The slow request is still being received: the process waits for it.
    expect(s.child.exitCode).toBeNull();

    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ exists: true, isAuth: false });

    const exit = await s.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeLessThan(graceMs);
  }, 120_000);

  it('cuts a request still open when the grace is over, then exits 0', async () => {
    const graceMs = 1500;
    const s = await server(graceMs);
    const sessionId = await newSession(s.url);
    const slow = await slowCheckSession(s.port, sessionId);
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    await expect(slow.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    const exit = await s.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeGreaterThanOrEqual(graceMs - 100);
    expect(exit.at - signalled).toBeLessThan(graceMs + 8000);
  }, 120_000);

  it('exits at once, with 143, on a second SIGTERM during the stop', async () => {
    const s = await server(60_000);
    const sessionId = await newSession(s.url);
    const stream = await fetch(await realtimeUrl(s.url, sessionId, KEY));
    const events = sseEvents(stream.body as ReadableStream<Uint8Array<ArrayBuffer>>);
    expect((await events.next())?.event).toBe('ready');
    const slow = await slowCheckSession(s.port, sessionId);
    s.child.kill('SIGTERM');
    // The stop has begun (streams are told once the port is closed) and waits for the request it accepted.
    while ((await events.next())?.event === 'ping');
    expect(s.child.exitCode).toBeNull();
    const second = Date.now();
    s.child.kill('SIGTERM');
    const exit = await s.exited;
    expect(exit).toMatchObject({ code: 143, signal: null });
    expect(exit.at - second).toBeLessThan(2000);
    await expect(slow.answer).rejects.toThrow();
  }, 120_000);
});
