import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';

/**
 * Where the app may be framed: its own origin, and Telegram's web clients (web.telegram.org
 * and its versions /k and /a, the older webk./webz. hosts), which show a Mini App in an iframe.
 * Telegram's phone and desktop apps open it in a WebView as a top-level page.
 */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'];

/**
 * Security headers on every answer (files, functions, errors): the set Hono's `secureHeaders`
 * sends by default (nosniff, no-referrer, COOP, …) with our Content-Security-Policy. Scripts only from this origin (the run-time configuration is a
 * non-executing `application/json` block, which script-src does not govern). Styles: this
 * origin plus 'unsafe-inline', because telegram-ui and our components set inline `style`
 * attributes (positions, colours, safe-area paddings). Images from anywhere over https
 * (Telegram avatars) and data:/blob: URLs. Calls and the realtime stream to this origin only.
 * No X-Frame-Options: it cannot name Telegram, and DENY/SAMEORIGIN would break Telegram Web;
 * frame-ancestors says it instead. Frames: this origin only (default-src), plus the origin of
 * the AI chat on /tracker when TRACKER_CHAT_URL names one. HSTS only when the public address is https. No
 * Cross-Origin-Resource-Policy: an embedder that requires CORP (COEP) could not frame us, and
 * nothing of ours is worth reading cross-origin anyway.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 'trackerChatUrl'>): MiddlewareHandler {
  const headers = securityHeaderList(config);
  // Set before the handler answers, so c.json()/c.body() build the answer with them.
  // Hono's own secureHeaders sets them on the finished answer instead, which makes
  // @hono/node-server rebuild every response (its slow path): /readyz fell from about
  // 6,000 to 2,900 requests a second with it.
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}

/** The headers, built once. */
export function securityHeaderList(config: Pick<Config, 'publicUrl' | 'trackerChatUrl'>): Array<[string, string]> {
  const frameSrc = trackerFrameSources(config.trackerChatUrl);
  const csp = Object.entries(frameSrc ? { ...CSP, 'frame-src': frameSrc } : CSP)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
  return [
    ['Content-Security-Policy', csp],
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

/**
 * frame-src when the tracker's chat is configured: this origin and the chat's origin (the
 * address's scheme, host and port, so the chat may move between its own pages); none otherwise.
 */
export function trackerFrameSources(trackerChatUrl: string | undefined): string[] | null {
  if (!trackerChatUrl) return null;
  return ["'self'", new URL(trackerChatUrl).origin];
}

const CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': FRAME_ANCESTORS,
};
