import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { sql } from 'kysely';
import { APP_CONFIG_PATH } from '@shared/app-config.ts';
import { initialsAvatarSvg } from '@shared/initials.ts';
import type { AppDeps } from '../deps.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import { features as allFeatures } from '../features/index.ts';
import type { Feature } from '../features/feature.ts';
import { realtimeRoute } from '@server/http/realtime-route.ts';
import { publicAppConfig } from './app-config.ts';
import { type FunctionDef, PRIVATE_ANSWER, runFunction } from './define-function.ts';
import { ClientClosedRequest, HttpError } from '@server/errors.ts';
import { errorLanguage, visitorLanguage } from './language.ts';
import { localesRoute } from './locales.ts';
import { mountMetrics } from './metrics-route.ts';
import { securityHeaders } from './security-headers.ts';
import { inProcessCaller } from './in-process.ts';
import { staticRoutes } from './static.ts';

export interface AppOptions {
  /** The features served (default: features/index.ts). */
  features?: readonly Feature[];
  /** Functions served beside the features' (tests add their own). */
  functions?: FunctionDef[];
  /** Extra routes mounted before the SPA fallback (the bot's webhook). */
  mount?: (app: Hono) => void;
  /** Whether the process takes new work; false once it is stopping, so /readyz answers 503. */
  ready?: () => boolean;
}

export function createApp(deps: AppDeps, opts: AppOptions = {}) {
  const app = new Hono();
  const { logger, config } = deps;

  const features = opts.features ?? allFeatures;
  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(
    securityHeaders(
      config,
      features.flatMap((f) => (f.imageOrigins ? [f.imageOrigins(deps)] : [])),
    ),
  );
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms };
    // Error level is for our bugs only: a refusal we chose (4xx, or 503 "bot not configured")
    // is a debug line, so thousands of refused calls cannot bury the real failures.
    if (c.res.status >= 500 && !c.get('refusal')) logger.error('request failed', line);
    else logger.debug('request', line);
  });
  mountMetrics(app, deps);
  app.use(compress());

  app.onError((err, c) => errorResponse(err, c, deps));
  app.notFound((c) => errorResponse(new HttpError('not_found'), c, deps));

  // Load balancers: /healthz says the process is up; /readyz that it reaches the database and is
  // not stopping (a stopping process still finishes what it accepted, but should get nothing new).
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    if (opts.ready && !opts.ready()) {
      c.set('refusal', true); // chosen, not a failure: no error line for every probe while stopping
      return c.json({ ok: false, stopping: true }, 503);
    }
    await sql`select 1`.execute(deps.db.db);
    return c.json({ ok: true });
  });

  // Nothing is closed to fetchers: a calendar service reading a subscription (/ics/)
  // obeys robots.txt, and a blocked feed is the commonest reason one never appears in Google
  // Calendar. What must not be listed says so itself (the feed's X-Robots-Tag).
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text('User-agent: *\nAllow: /\n');
  });

  app.get('/avatars/initials.svg', (c) => {
    const name = (c.req.query('name') ?? '').slice(0, 64);
    c.header('Cache-Control', 'public, max-age=604800, immutable');
    return c.body(initialsAvatarSvg(name), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
  app.route('/locales', localesRoute());
  app.get(APP_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(publicAppConfig(deps));
  });

  const api = new Hono();
  // No CORS: the app (browser and Telegram WebView) is served from this same origin.
  api.use(async (c, next) => {
    // EventSource cannot send headers, so the realtime stream (and only it) also takes ?apikey=:
    // a key in a URL ends up in logs and histories, so no other call accepts one there.
    const header = c.req.header('authorization');
    const fromQuery = c.req.path === REALTIME_PATH ? c.req.query('apikey') : undefined;
    const key = header?.startsWith('Bearer ') ? header.slice(7) : (c.req.header('apikey') ?? fromQuery);
    if (!key) throw new HttpError('missing_api_key');
    if (key !== config.anonKey) throw new HttpError('invalid_api_key');
    await next();
  });
  // JSON bodies are limited where they are read (read-input.ts); uploads by their contract (read-multipart.ts).
  api.route('/realtime', realtimeRoute(deps));
  const functions = [...features.flatMap((f) => f.functions), ...(opts.functions ?? [])];
  for (const fn of functions) {
    api.all(`/${fn.name}`, (c) => runFunction(fn, c, deps));
  }
  api.all('/:name', (c) => {
    throw new HttpError('unknown_function', { name: c.req.param('name').slice(0, 40) });
  });
  app.route('/functions/v1', api);

  for (const f of features) f.mount?.(app, deps);
  opts.mount?.(app);
  staticRoutes(app, deps, inProcessCaller(deps, functions));
  return app;
}

const REALTIME_PATH = '/functions/v1/realtime';
const translate = createTranslator();

/** `{ error, code }` with the text in the reader's language; a 500 also names its request id. */
async function errorResponse(err: Error, c: Context, deps: AppDeps) {
  const requestId = c.get('requestId');
  // A refusal is about this request alone (a session that is gone, a limit reached): never kept.
  c.header('Cache-Control', PRIVATE_ANSWER);
  if (err instanceof ClientClosedRequest) {
    c.set('refusal', true);
    deps.logger.info('client closed the request', { requestId, method: c.req.method, path: c.req.path });
    return new Response(null, { status: 499 }); // nginx's "client closed request": nobody is there to read it
  }
  if (err instanceof HttpError) {
    c.set('refusal', err.status !== 500);
    const t = translate(await errorLanguage(c, deps.db));
    return c.json({ error: err.text(t), code: err.code, ...(err.status >= 500 ? { requestId } : {}) }, err.status);
  }
  deps.logger.error('unhandled error', { requestId, path: c.req.path, err: err.stack ?? String(err) });
  // No query here: the database may be what failed.
  const t = translate(visitorLanguage(c));
  return c.json({ error: t('errors.internal'), requestId }, 500);
}
