/**
 * What a post's Markdown may point at: whatever an author writes, a link
 * is http(s), mailto, tel or a path on this site, and an image http(s) or a path on this
 * site. Everything else (javascript:, vbscript:, data:, file:, blob:, …) is no link at all.
 *
 * The decision is made on the address as the browser itself would read it (the URL parser
 * drops tabs and newlines inside a scheme and resolves entities' results), not on the raw
 * text, so `java\tscript:` or ` javascript:` cannot slip through as a "relative" path.
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

export type UrlKind = 'link' | 'image';

function parse(raw: string, base: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

/**
 * The address to render, or null for none. A same-origin address comes back as a path
 * (`/post/abc#part`), so the app can follow it without leaving; another site's as its full,
 * normalised URL.
 */
export function safeUrl(raw: string | null | undefined, kind: UrlKind, base: string): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text) return null;
  const url = parse(text, base);
  if (!url) return null;
  const allowed = kind === 'link' ? LINK_PROTOCOLS : IMAGE_PROTOCOLS;
  if (!allowed.has(url.protocol)) return null;
  // An http(s) address without a host, or with credentials in it, is not a place to send anyone.
  if ((url.protocol === 'http:' || url.protocol === 'https:') && (!url.hostname || url.username || url.password))
    return null;
  const origin = parse(base, base)?.origin;
  // `https://this.site//elsewhere` has the path `//elsewhere`, which a browser reads as another host.
  if (url.origin === origin) return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
  return url.href;
}

/** Whether a rendered address leaves this site (opens in a new tab, no referrer). */
export const isExternal = (href: string) => !href.startsWith('/');
