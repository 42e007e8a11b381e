import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { withAppConfig } from '@shared/app-config.ts';
import type { Language } from '@shared/constants.ts';
import { DRAWN_STATE_ID, type DrawnPage, FIRST_SCREEN_SHELL_HEADER } from '@shared/first-screen.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '@server/errors.ts';
import { publicAppConfig } from './app-config.ts';
import { postLinkPreview, withLinkPreview } from './link-preview.ts';
import { routeAssets, withRoutePreloads } from './route-preloads.ts';
import { afterStyles } from './scripts-after-styles.ts';
import { firstScreenRenderer, loadRenderer } from './first-screen-drawing.ts';
import type { CallInProcess } from './in-process.ts';
import { streamHtml } from './html-stream.ts';
import { pageStatus } from './page-status.ts';
import { expireOldFirstScreenCookie, sessionCookieOf } from './session-cookie.ts';
import { visitorLanguage } from './language.ts';
import { findSessionLanguage } from '../services/sessions.ts';

/** The scripts and what only they read, which a drawn page puts after itself (below). */
const SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>/g;
const ROOT = '<div id="root"></div>';

/**
 * index.html for a drawn first screen (first-screen-drawing.ts): the page's stylesheets load as
 * stylesheets in the head, which goes at once, and the scripts with their preloads move after
 * the drawn page (`scripts`), which they need anyway (hydration). There they wait for the
 * stylesheets (scripts-after-styles.ts): on a slow line they would otherwise share it with the
 * styles the drawn page's paint waits for.
 */
export function withDrawnPage(html: string, styles: string[]): { html: string; scripts: string } {
  const scripts: string[] = [];
  const rest = html.replace(SCRIPT_TAGS, (tag) => {
    if (tag.includes('as="style"')) return '';
    scripts.push(tag);
    return '';
  });
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return { html: rest.replace('</head>', () => `${links}</head>`), scripts: scripts.join('') };
}

/**
 * The drawn page in #root, which the app hydrates, and its state beside it (main.tsx reads it);
 * the state is JSON, not a script that runs. Its session shows only as a hash, so no HTML carries a session id.
 */
const drawnRoot = (drawn: DrawnPage | null) =>
  drawn
    ? `<div id="root" data-drawn>${drawn.html}</div><script type="application/json" id="${DRAWN_STATE_ID}">${drawn.state}</script>`
    : ROOT;

/**
 * The page in the visitor's language: `<html lang>`, which the app starts in
 * (lib/i18n.ts), and its texts downloading beside the scripts (the app reads them before its
 * first paint); a fetch() of the same address, so `crossorigin` to match its mode and credentials.
 */
export function withLanguage(html: string, language: Language): string {
  const texts = `<link rel="preload" as="fetch" crossorigin href="/locales/${language}/translations.json">`;
  return html
    .replace(/<html(?: lang="[^"]*")?/, `<html lang="${language}"`)
    .replace('</head>', () => `  ${texts}\n  </head>`);
}

/**
 * A page drawn for the Mini App is painted as inside Telegram before any script runs (styles.css
 * reads the class, which lib/telegram/sdk.ts sets in the app; main.tsx takes it away if the page
 * turns out not to be in Telegram).
 */
const inTelegram = (html: string) => html.replace(/<html(?![^>]*class=)/, '<html class="in-telegram"');

/** The signed-in person's setting (their session cookie), else the visitor's language. */
async function pageLanguage(c: Context, deps: AppDeps): Promise<Language> {
  const sessionId = sessionCookieOf(c);
  const setting = sessionId ? await findSessionLanguage(deps.db.db, sessionId).catch(() => null) : null;
  return setting ?? visitorLanguage(c);
}

/**
 * The built mini-app: hashed assets cached for a year and served precompressed,
 * everything else falls back to index.html (client-side routes), except /assets,
 * /functions and the files that must 404 honestly. index.html carries the public
 * configuration, computed per request (never the raw built file, so never a stale key).
 * An address no page of the app owns gets index.html too, with a 404 (page-status.ts).
 */
export function staticRoutes(app: Hono, deps: AppDeps, inProcess: (headers: Record<string, string>) => CallInProcess) {
  const root = resolve(deps.config.staticDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('/', (c) => c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503));
    return;
  }
  const index = readFileSync(indexPath, 'utf8');
  const assets = routeAssets(root, index);
  const renderer = loadRenderer(deps, resolve(root, '..', 'server-render', 'server-render.js'));
  const firstScreen = firstScreenRenderer(deps, renderer, inProcess);
  /**
   * The opened page's route in the app's route table (which the renderer carries). None for the
   * service worker's shell, which opens every route: it never waits for the renderer.
   */
  const routeOf = async (c: Context) =>
    c.req.header(FIRST_SCREEN_SHELL_HEADER)
      ? null
      : ((await renderer())?.routeFacts(c.req.path, new URL(c.req.url).search) ?? null);
  /**
   * The page. When the server draws its first screen (first-screen-drawing.ts) the page is
   * this person's alone, and goes in two parts: the head at once, with the page's stylesheets
   * (they download while the page is drawn), then the drawn page when it is ready (nothing when
   * it could not be drawn: the app starts as always). `decorate` adds what one route's page
   * carries (a post's link preview). An address that leads nowhere answers 404 with the same
   * page, whose app shows "not found" itself (page-status.ts); `found` when the caller knows.
   */
  const serveIndex = async (
    c: Context,
    { decorate = (html: string) => html, found }: { decorate?: (html: string) => string; found?: true } = {},
  ) => {
    const route = routeOf(c);
    const status = route
      .then((r) => (found ? 200 : pageStatus(deps.db.db, r, c.req.path, sessionCookieOf(c))))
      .catch((err: unknown) => {
        deps.logger.error('page status failed', { path: c.req.path, error: String(err) });
        return 200 as const;
      });
    const [opened, drawing, language, code] = await Promise.all([route, firstScreen(c), pageLanguage(c, deps), status]);
    // The drawn page's modules: for the Mini App's /tma, the page it opens (first-screen-drawing.ts).
    const modules = drawing?.modules ?? opened?.modules ?? [];
    const page = withRoutePreloads(withAppConfig(index, publicAppConfig(deps)), assets.preloads(modules));
    const localized = withLanguage(decorate(page), language);
    const html = drawing?.telegram ? inTelegram(localized) : localized;
    expireOldFirstScreenCookie(c, deps);
    c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    c.header('Cache-Control', drawing ? 'private, no-cache' : 'no-cache');
    if (!drawing) return c.html(html, code);
    const drawnPage = withDrawnPage(html, assets.styles(modules));
    const [head, tail] = drawnPage.html.split(ROOT);
    return streamHtml(
      c,
      head!,
      drawing.drawn.then((drawn) => drawnRoot(drawn) + afterStyles(drawnPage.scripts) + tail),
      code,
    );
  };
  // Before serveStatic, which would answer / and /index.html with the file as built.
  app.get('/', (c) => serveIndex(c));
  app.get('/index.html', (c) => serveIndex(c, { found: true }));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Vite's build manifest is the server's (route-preloads.ts), not the public's.
  app.all('/.vite/*', () => {
    throw new HttpError('not_found');
  });
  app.use('/*', serveStatic({ root, precompressed: true }));
  app.get('/sw.js', (c) => c.notFound()); // reached only if the build lacks it
  // A post's page carries its own link-preview tags (the crawler runs no script).
  app.get('/post/:param', async (c) => {
    const preview = await postLinkPreview(deps.db.db, c.req.param('param'), deps.config.publicUrl).catch(() => null);
    return serveIndex(c, preview ? { decorate: (html) => withLinkPreview(html, preview), found: true } : {});
  });
  app.get('*', (c) => {
    const path = c.req.path;
    if (path.startsWith('/assets/') || path.startsWith('/functions/') || /\.\w{2,5}$/.test(path)) {
      throw new HttpError('not_found');
    }
    return serveIndex(c);
  });
}
