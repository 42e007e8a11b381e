/**
 * The floor under the realtime bench: how long plain Node takes to put one small frame on 5,000
 * open HTTP streams and have a client read it on each, on this machine, with none of the product's
 * code (no database, no rule, no hub). A chunked response per stream, the frame written to each
 * socket as one HTTP chunk made once (as server/http/realtime-route.ts does), the client's sockets
 * in another process as the realtime bench's are. Each frame carries the monotonic clock at its
 * first write (the same clock in both processes on one machine); the client answers, per frame,
 * when its first and its last stream read it. The next frame goes once every stream has read the last.
 *
 * `node --import tsx tests/bench/socket-floor.ts` (FLOOR_STREAMS, default 5000; FLOOR_FRAMES, 20).
 * Not part of `npm test`.
 */
import { fork } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { connect } from 'node:net';

const STREAMS = Number(process.env.FLOOR_STREAMS ?? 5000);
const FRAMES = Number(process.env.FLOOR_FRAMES ?? 20);

if (process.argv[2] === 'client') {
  // The client: STREAMS sockets, each reading until it has seen every frame.
  const port = Number(process.argv[3]);
  const first = new Map<number, bigint>();
  const last = new Map<number, bigint>();
  const seen = new Map<number, number>();
  let open = 0;
  for (let i = 0; i < STREAMS; i++) {
    const s = connect(port, '127.0.0.1', () => s.write('GET /s HTTP/1.1\r\nHost: x\r\n\r\n'));
    let headers = false;
    s.on('data', (buf: Buffer) => {
      const now = process.hrtime.bigint();
      if (!headers) {
        headers = true;
        if (++open === STREAMS) process.send!({ open });
        return;
      }
      for (const m of buf.toString('latin1').matchAll(/f(\d+):(\d+)/g)) {
        const n = Number(m[1]);
        const sent = BigInt(m[2]!);
        if (!first.has(n)) first.set(n, now - sent);
        last.set(n, now - sent);
        if ((seen.get(n) ?? 0) + 1 === STREAMS)
          process.send!({ frame: n, firstNs: Number(first.get(n)), lastNs: Number(last.get(n)) });
        seen.set(n, (seen.get(n) ?? 0) + 1);
      }
    });
    s.on('error', () => {});
  }
} else {
  const streams: ServerResponse[] = [];
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    res.flushHeaders();
    streams.push(res);
  });
  server.maxConnections = STREAMS + 10;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const client = fork(new URL(import.meta.url).pathname, ['client', String(port)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env },
  });
  const results: Array<{ firstMs: number; lastMs: number; writeMs: number }> = [];
  const writes = new Map<number, number>();
  // The client's next word: every stream open, then each frame read by every stream.
  let heard: () => void = () => {};
  const next = () => new Promise<void>((r) => (heard = r));
  client.on('message', (m: { open?: number; frame?: number; firstNs?: number; lastNs?: number }) => {
    if (m.frame !== undefined)
      results.push({ firstMs: m.firstNs! / 1e6, lastMs: m.lastNs! / 1e6, writeMs: writes.get(m.frame)! });
    heard();
  });
  await next();
  // One frame at a time: the next goes once every stream has read this one.
  for (let n = 0; n < FRAMES; n++) {
    const read = next();
    const started = process.hrtime.bigint();
    const body = Buffer.from(`data: f${n}:${started}\n\n`);
    const chunk = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]);
    for (const res of streams) res.socket!.write(chunk);
    writes.set(n, Number(process.hrtime.bigint() - started) / 1e6);
    await read;
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
  const r1 = (x: number) => Math.round(x * 10) / 10;
  const lastMs = results.map((r) => r.lastMs);
  console.log(
    `socket floor, ${STREAMS} streams, ${FRAMES} frames: write loop p50 ${r1(
      pct(
        results.map((r) => r.writeMs),
        50,
      ),
    )} ms; ` +
      `first stream read p50 ${r1(
        pct(
          results.map((r) => r.firstMs),
          50,
        ),
      )} ms; last stream read p50 ${r1(pct(lastMs, 50))} ms, p95 ${r1(pct(lastMs, 95))} ms, max ${r1(Math.max(...lastMs))} ms`,
  );
  client.kill();
  for (const res of streams) res.destroy();
  server.close();
}
