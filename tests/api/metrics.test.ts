import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireBuiltApp } from '../support/built-app.ts';
import { freePort, startServerProcess } from '../support/live-server.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * /metrics in Prometheus' text format: off unless METRICS_TOKEN (on the app's port, to that
 * bearer token) or METRICS_PORT (a port of its own, no token); the process's own metrics and the
 * server's (requests by function, live streams, the PostgreSQL pool, pages drawn, kept answers,
 * rate-limit refusals). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const TOKEN = 'a-metrics-token-for-tests-0123456789';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// RATE_LIMIT_FACTOR 0.01 makes every limit 1 a window: the second call of one kind is refused.
const t = await createTestApp({
  metrics: { token: TOKEN, host: '127.0.0.1' },
  staticDir: requireBuiltApp(),
  rateLimitFactor: 0.01,
});

const scrape = async (authorization?: string) => {
  const res = await t.app.request('/metrics', { headers: authorization ? { authorization } : {} });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** A sample's value: the metric's line whose labels include all of `labels`. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (m[2] ?? '').includes(`${k}="${v}"`));
    if (has) return Number(m[3]);
  }
  return undefined;
};

describe('metrics', () => {
  it('is not there without METRICS_TOKEN or METRICS_PORT', async () => {
    const off = await createTestApp();
    const res = await off.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('process_');
  });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it("answers the process's and the server's metrics to the right token", async () => {
    const base = await scrape(`Bearer ${TOKEN}`);
    expect(base.status).toBe(200);
    expect(base.type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'lp_realtime_streams',
    ]) {
      expect(sample(base.text, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(base.text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    // How long a change takes from its notification to the last stream's socket (filled as changes come).
    expect(base.text).toContain('# TYPE lp_realtime_change_seconds histogram');

    // A call, timed by its function and action; a raw path never names a series.
    expect((await t.call('regions', {}, { method: 'GET' })).status).toBe(200);
    // The feed read twice: made once, then kept.
    const feed = () => t.call('posts', { action: 'feed' }, { method: 'GET' });
    expect((await feed()).status).toBe(200);
    expect((await feed()).status).toBe(200);
    // A limit tripped: a second session from one address within the minute.
    const from = { headers: { 'x-forwarded-for': '198.51.100.77' } };
    expect((await t.call('auth', { action: 'initSession' }, from)).status).toBe(200);
    expect((await t.call('auth', { action: 'initSession' }, from)).status).toBe(429);
    // A page a visitor is drawn (the deadline calculator), and one the server does not draw.
    const drawnPage = await t.app.request('/deadlines?from=2026-01-30&preset=gpk-appeal');
    expect(await drawnPage.text()).toContain('data-drawn');
    await (await t.app.request('/settings')).text();
    // A live stream.
    const session = await t.anonymousSession();
    const stream = await t.stream(session);

    const { text } = await scrape(`Bearer ${TOKEN}`);
    const requests = 'lp_http_request_duration_seconds_count';
    expect(sample(text, requests, { route: 'function', fn: 'regions', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, requests, { fn: 'posts', action: 'feed', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, requests, { fn: 'auth', action: 'initSession', status: '429' })).toBe(1);
    expect(sample(text, requests, { route: 'page', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(
      /lp_http_request_duration_seconds_bucket\{le="0\.005",route="function",fn="posts",action="feed"/,
    );
    expect(text).not.toContain('gpk-appeal');
    expect(sample(text, 'lp_rate_limit_refusals_total', { limit: 'auth.initSession' })).toBe(1);
    expect(sample(text, 'lp_kept_answers_total', { scope: 'feed', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lp_kept_answers_total', { scope: 'feed', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lp_first_screen_total', { outcome: 'drawn' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'lp_first_screen_total', { outcome: 'undrawn', reason: 'not_drawn_here' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lp_realtime_streams')).toBe(1);
    await stream.close();

    if (onPostgres) {
      expect(sample(text, 'lp_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'lp_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'lp_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('lp_db_pool_');
    }
  });
});

describe('metrics on a port of their own', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-metrics-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a real server answers /metrics on METRICS_PORT without a token, and not on its own port', async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '0',
      METRICS_PORT: String(metricsPort),
    });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'lp_http_request_duration_seconds_count', { route: 'health' })).toBeGreaterThanOrEqual(1);
      // The queue's counts, read at the scrape: the server made its queues at start.
      expect(text).toMatch(/lp_queue_jobs\{queue="[^"]+",state="queued"\} \d+/);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
