import type { ImageOrigins } from '@server/features/feature.ts';
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps.ts';
import { SCRIPTS_AFTER_STYLES_LOADER } from './scripts-after-styles.ts';
import type { Config } from '../config.ts';

/**
 * Where the app may be framed: its own origin, and Telegram's web clients (web.telegram.org
 * and its versions /k and /a, the older webk./webz. hosts), which show a Mini App in an iframe.
 * Telegram's phone and desktop apps open it in a WebView as a top-level page.
 */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'];

/** Telegram's profile photos (a signed-in person's `photo_url`, kept as their avatar) come from here. */
export const TELEGRAM_AVATAR_ORIGIN = 'https://t.me';

type HeaderConfig = Pick<Config, 'publicUrl' | 'trackerChatUrl'> & { storage?: Config['storage'] };

/**
 * Security headers on every answer (files, functions, errors): the set Hono's `secureHeaders`
 * sends by default (nosniff, no-referrer, COOP, …) with our Content-Security-Policy. Scripts
 * only from this origin, and the page's two inline scripts named by their hashes
 * (shared/early-taps.ts, scripts-after-styles.ts; the run-time configuration is a non-executing
 * `application/json` block, which script-src does not govern). Styles: this origin plus 'unsafe-inline', because telegram-ui and our components set inline `style`
 * attributes (positions, colours, safe-area paddings). Images only from where the app's own
 * pictures are, so no post can make readers' devices call another host: this origin (uploads,
 * demo pictures), data:/blob: URLs (local
 * previews), the S3 public address when uploads are read from there, Telegram's avatars, and the
 * catalog's icon hosts (`imageOrigins`); a post's Markdown shows no other image (ui/markdown).
 * Calls and the realtime stream to this origin only.
 * No X-Frame-Options: it cannot name Telegram, and DENY/SAMEORIGIN would break Telegram Web;
 * frame-ancestors says it instead. Frames: this origin only (default-src), plus the origin of
 * the AI chat on /tracker when TRACKER_CHAT_URL names one. HSTS only when the public address is https. No
 * Cross-Origin-Resource-Policy: an embedder that requires CORP (COEP) could not frame us, and
 * nothing of ours is worth reading cross-origin anyway. Permissions-Policy:
 * no camera, microphone, location or payment anywhere, except camera and microphone for the
 * tracker's chat on /tracker.
 */
export function securityHeaders(config: HeaderConfig, imageOrigins: readonly ImageOrigins[] = []): MiddlewareHandler {
  let seen = '';
  let pages = { other: securityHeaderList(config), tracker: securityHeaderList(config, { tracker: true }) };
  // Set before the handler answers, so c.json()/c.body() build the answer with them.
  // Hono's own secureHeaders sets them on the finished answer instead, which makes
  // @hono/node-server rebuild every response (its slow path): /readyz fell from about
  // 6,000 to 2,900 requests a second with it.
  return async (c, next) => {
    if (imageOrigins.length > 0) {
      const extra = (await Promise.all(imageOrigins.map((read) => read()))).flat();
      const key = extra.join(' ');
      if (key !== seen) {
        seen = key;
        pages = {
          other: securityHeaderList(config, { imageOrigins: extra }),
          tracker: securityHeaderList(config, { imageOrigins: extra, tracker: true }),
        };
      }
    }
    for (const [name, value] of isTrackerPage(c.req.path) ? pages.tracker : pages.other) c.header(name, value);
    await next();
  };
}

const isTrackerPage = (path: string) => path === '/tracker' || path === '/tracker/';

/** The headers for a page: `tracker` for /tracker itself; `imageOrigins` besides the fixed ones. */
export function securityHeaderList(
  config: HeaderConfig,
  page: { tracker?: boolean; imageOrigins?: readonly string[] } = {},
): Array<[string, string]> {
  const frameSrc = trackerFrameSources(config.trackerChatUrl);
  const policy: Record<string, string[]> = { ...CSP, 'img-src': imageSources(config, page.imageOrigins ?? []) };
  if (frameSrc) policy['frame-src'] = frameSrc;
  const csp = Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Permissions-Policy', permissionsPolicy(page.tracker ? config.trackerChatUrl : undefined)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ...(config.publicUrl.startsWith('https://')
      ? ([['Strict-Transport-Security', 'max-age=31536000']] as Array<[string, string]>)
      : []),
  ];
}

/** img-src: the fixed sources, the S3 public origin when uploads are read from it, then the features' origins. */
export function imageSources(config: HeaderConfig, extra: readonly string[]): string[] {
  const s3 =
    config.storage?.kind === 's3' && config.storage.publicUrl ? new URL(config.storage.publicUrl).origin : null;
  const fixed = ["'self'", 'data:', 'blob:', TELEGRAM_AVATAR_ORIGIN, ...(s3 ? [s3] : [])];
  return [...new Set([...fixed, ...extra])];
}

/**
 * Permissions-Policy: the powerful features off for every page. On /tracker with a chat
 * configured, camera and microphone for this page and the chat's origin: a frame gets a feature
 * only when its parent has it too, hence `self` beside the chat (the iframe's `allow` names them).
 */
export function permissionsPolicy(trackerChatUrl: string | undefined): string {
  const chat = trackerChatUrl ? `(self "${new URL(trackerChatUrl).origin}")` : '()';
  return `camera=${chat}, microphone=${chat}, geolocation=(), payment=()`;
}

/**
 * frame-src when the tracker's chat is configured: this origin and the chat's origin (the
 * address's scheme, host and port, so the chat may move between its own pages); none otherwise.
 */
export function trackerFrameSources(trackerChatUrl: string | undefined): string[] | null {
  if (!trackerChatUrl) return null;
  return ["'self'", new URL(trackerChatUrl).origin];
}

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  // The page's two inline scripts, by their hashes: one keeps a tap made before the app listens,
  // the other starts a drawn page's scripts once its stylesheets are in.
  'script-src': ["'self'", ...[EARLY_TAPS_SCRIPT, SCRIPTS_AFTER_STYLES_LOADER].map(sha256)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': FRAME_ANCESTORS,
};
