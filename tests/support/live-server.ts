import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { until } from './until.ts';

/** Serves an app on a free loopback port; returns its base URL and a closer. */
export async function serveApp(app: Hono): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

/**
 * A loopback port nothing listens on, as the system hands them out. A port picked at random from
 * a range could be one a service of the machine holds (a message broker's port mapper on 4369
 * answered a test's metrics request and closed it).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `server/main.ts` as its own process (a second server on the same database). A given
 * port lets a test start the next version of the server at the same address (the same origin).
 */
export async function startServerProcess(
  env: Record<string, string>,
  chosenPort?: number,
): Promise<{ url: string; stop: () => Promise<void>; child: ChildProcess }> {
  const port = chosenPort ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      // stop() waits for the process to exit: a request left open must not hold it for the default 10 s.
      SHUTDOWN_GRACE_MS: '2000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh database file is migrated and seeded first: 16 s on a machine at load 6, more while the browser tests run.
  const ready = () =>
    fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false, // starting
    );
  try {
    await until(ready, 'a server process to start', 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { url, child, stop: () => stopProcess(child) };
}

/** Stops a child process and waits until it has gone (its port is free again). */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Asks for a realtime ticket for the session (POST /functions/v1/realtime) and answers the stream's URL with it. */
export async function realtimeUrl(
  base: string,
  sessionId: string,
  anonKey: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${base}/functions/v1/realtime`, {
    method: 'POST',
    headers: { authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ sessionId }),
  });
  if (!res.ok) throw new Error(`realtime ticket: ${res.status} ${await res.text()}`);
  const { ticket } = (await res.json()) as { ticket: string };
  return `${base}/functions/v1/realtime?ticket=${encodeURIComponent(ticket)}&apikey=${encodeURIComponent(anonKey)}`;
}

export interface SseEvent {
  event: string;
  data: string;
}

/** Reads a Server-Sent-Events body one event at a time; `next()` answers null once the stream ended. */
export function sseEvents(body: ReadableStream<Uint8Array<ArrayBuffer>>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  let done = false;
  return {
    async next(): Promise<SseEvent | null> {
      for (;;) {
        const i = buf.indexOf('\n\n');
        if (i >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const ev = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) ev.event = line.slice(6).trim();
            else if (line.startsWith('data:')) ev.data += line.slice(5).trim();
          }
          return ev;
        }
        if (done) return null;
        const r = await reader.read();
        if (r.done) done = true;
        else buf += r.value;
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

/** Reads Server-Sent Events from a stream until `until` returns true or the time runs out. */
export async function readSse(
  url: string,
  until: (events: Array<{ event: string; data: string }>) => boolean,
  timeoutMs = 10_000,
  onOpen?: () => Promise<void> | void,
): Promise<Array<{ event: string; data: string }>> {
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), timeoutMs);
  const events: Array<{ event: string; data: string }> = [];
  try {
    const res = await fetch(url, { signal: ac.signal });
    if (!res.ok || !res.body) throw new Error(`SSE ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    let opened = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += value;
      let i: number;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const ev = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) ev.event = line.slice(6).trim();
          else if (line.startsWith('data:')) ev.data += line.slice(5).trim();
        }
        events.push(ev);
        if (!opened && ev.event === 'ready') {
          opened = true;
          await onOpen?.();
        }
      }
      if (until(events)) break;
    }
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
  } finally {
    clearTimeout(timer);
    ac.abort();
  }
  return events;
}
