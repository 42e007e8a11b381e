import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIanaTimezone } from '@shared/schemas/common.ts';

/** The browser's timezone from `x-timezone`, kept only when it is a real IANA name. */
export function headerTimezone(c: Context): string | undefined {
  const tz = c.req.header('x-timezone');
  return tz && tz.length <= 64 && isIanaTimezone(tz) ? tz : undefined;
}

export function userAgent(c: Context): string | null {
  return c.req.header('user-agent')?.slice(0, 512) ?? null;
}

/**
 * The caller's address, for rate limits. X-Forwarded-For is believed only behind proxies we
 * were told about (TRUST_PROXY = how many): each proxy appends the address it saw, so the
 * client is the right-most entry not written by one of ours. Entries to its left are
 * whatever the client sent and are never believed (a script would pick a new one per call).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops.length) return hops[Math.max(0, hops.length - trustedProxies)]!.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
