import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIanaTimezone } from '../../shared/schemas/common.ts';

/** The browser's timezone from `x-timezone`, kept only when it is a real IANA name. */
export function headerTimezone(c: Context): string | undefined {
  const tz = c.req.header('x-timezone');
  return tz && tz.length <= 64 && isIanaTimezone(tz) ? tz : undefined;
}

export function userAgent(c: Context): string | null {
  return c.req.header('user-agent')?.slice(0, 512) ?? null;
}

/**
 * The caller's address, for rate limits. X-Forwarded-For is believed only behind a
 * proxy we were told about (TRUST_PROXY), else anyone could pick their own address.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
