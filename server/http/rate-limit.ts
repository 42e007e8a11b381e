import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import { countCall, type RateLimit } from '../services/rate-limit.ts';
import { keyed, serverSecret } from '../services/server-secret.ts';
import { clientAddress } from './client-info.ts';
import { HttpError } from '@server/errors.ts';

/**
 * Counts the call against `limit` for the caller's address (and session and person, when
 * given); over the limit it answers 429 with Retry-After and the limit's text in the caller's
 * language. Answers the address's HMAC, for a caller that stores it (sign-in links).
 */
export async function enforceRateLimit(
  deps: AppDeps,
  c: Context,
  limit: RateLimit,
  sessionId?: string,
  userId?: number,
  /** a secret address's token (counted as its HMAC, never as itself) */
  token?: string,
): Promise<{ addressKey: string }> {
  const secret = await serverSecret(deps.db.db, deps.config.serverSecret);
  const addressKey = keyed(secret, 'address', clientAddress(c, deps.config.trustProxy));
  const factor = deps.config.rateLimitFactor ?? 1;
  const scaled =
    factor === 1
      ? limit
      : {
          ...limit,
          perAddress: limit.perAddress && Math.ceil(limit.perAddress * factor),
          perSession: limit.perSession && Math.ceil(limit.perSession * factor),
          perUser: limit.perUser && Math.ceil(limit.perUser * factor),
          perToken: limit.perToken && Math.ceil(limit.perToken * factor),
        };
  const hit = await countCall(deps.db.db, scaled, {
    address: addressKey,
    session: sessionId ? keyed(secret, 'session', sessionId) : undefined,
    user: userId === undefined ? undefined : keyed(secret, 'user', String(userId)),
    token: token === undefined ? undefined : keyed(secret, 'token', token),
  });
  if (hit.refused) {
    c.header('Retry-After', String(hit.retryAfter));
    deps.logger.debug('rate limited', { requestId: c.get('requestId'), bucket: limit.bucket, by: hit.refused });
    throw new HttpError(limit.code);
  }
  return { addressKey };
}
