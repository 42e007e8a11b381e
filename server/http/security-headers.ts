import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';

/**
 * Where the app may be framed: its own origin, and Telegram's web clients (web.telegram.org
 * and its versions /k and /a, the older webk./webz. hosts), which show a Mini App in an iframe.
 * Telegram's phone and desktop apps open it in a WebView as a top-level page.
 */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'];

/**
 * Security headers on every answer (files, functions, errors): Hono's `secureHeaders` with
 * our Content-Security-Policy. Scripts only from this origin (the run-time configuration is a
 * non-executing `application/json` block, which script-src does not govern). Styles: this
 * origin plus 'unsafe-inline', because telegram-ui and our components set inline `style`
 * attributes (positions, colours, safe-area paddings). Images from anywhere over https
 * (Telegram avatars) and data:/blob: URLs. Calls and the realtime stream to this origin only.
 * No X-Frame-Options: it cannot name Telegram, and DENY/SAMEORIGIN would break Telegram Web;
 * frame-ancestors says it instead. HSTS only when the public address is https.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https://');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: FRAME_ANCESTORS,
    },
    xFrameOptions: false,
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: https ? 'max-age=31536000' : false,
    // Same-origin resource policy would keep an embedder that requires CORP (COEP) from
    // framing us; nothing of ours is worth reading cross-origin anyway.
    crossOriginResourcePolicy: false,
  });
}
