import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { enableMetrics, type Metrics } from '../metrics/metrics.ts';
import { startHttpServer } from './node-server.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** the server function a call named, and its action once chosen (define-function.ts): the request metric's labels */
    fnCalled: { fn: string; action: string } | undefined;
  }
}

export const METRICS_PATH = '/metrics';

/**
 * Prometheus' /metrics (docs/configuration.md, docs/operations.md). With METRICS_TOKEN the app
 * serves it to that bearer token; with METRICS_PORT a server of its own does, at METRICS_HOST,
 * without a token. With neither, nothing is counted and the path is the app's like any unknown
 * one, so nothing tells that metrics exist. Registered before the app's routes: every request is
 * timed (one histogram observation).
 *
 * The metrics port's server does not keep the process running (a stopping server need not close it).
 */
export function mountMetrics(app: Hono, deps: AppDeps): { server?: Server } {
  const { token, port, host } = deps.config.metrics;
  if (!token && port === undefined) return {};
  const metrics = enableMetrics(deps.db, deps.hub);
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    observe(metrics, c, (performance.now() - started) / 1000);
  });
  if (token) {
    const wanted = digest(token);
    app.get(METRICS_PATH, async (c) => {
      const header = c.req.header('authorization');
      const given = header?.startsWith('Bearer ') ? header.slice(7) : '';
      // Hashes of equal length, compared in constant time: the answer's timing tells nothing of the token.
      if (!timingSafeEqual(digest(given), wanted)) {
        c.header('WWW-Authenticate', 'Bearer');
        c.header('Cache-Control', 'no-store');
        return c.text('Unauthorized\n', 401);
      }
      return scrape(c, metrics);
    });
  }
  if (port === undefined) return {};
  const own = new Hono();
  own.get(METRICS_PATH, (c) => scrape(c, metrics));
  own.notFound((c) => c.text('Not found\n', 404));
  const server = startHttpServer(own.fetch, { port, host, http: deps.config.http }, (info) =>
    deps.logger.info('metrics listening', { host, port: info.port }),
  );
  server.on('error', (err) => deps.logger.error('metrics server failed', { host, port, err: err.message }));
  server.unref();
  return { server };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

async function scrape(c: Context, metrics: Metrics) {
  const text = await metrics.text();
  return c.body(text, 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
}

/**
 * The request's labels: a server function by its name and action (never the raw path, whose ids
 * would make a series each), everything else by a coarse kind of route.
 */
function observe(metrics: Metrics, c: Context, seconds: number): void {
  const status = String(c.res.status);
  const called = c.get('fnCalled');
  if (called) {
    metrics.requests.observe({ route: 'function', fn: called.fn, action: called.action, status }, seconds);
    return;
  }
  const route = routeKind(c.req.path);
  // A function path the host does not serve: one series for all of them, whatever was asked.
  metrics.requests.observe({ route, fn: route === 'function' ? 'unknown' : '', action: '', status }, seconds);
}

function routeKind(path: string): string {
  if (path.startsWith('/functions/')) return path === '/functions/v1/realtime' ? 'realtime' : 'function';
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === METRICS_PATH) return 'metrics';
  if (path.startsWith('/uploads/')) return 'uploads';
  if (path.startsWith('/ics/')) return 'calendar';
  if (path.startsWith('/assets/') || path.startsWith('/locales/') || /\.\w{2,5}$/.test(path)) return 'static';
  return 'page';
}
