import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { type Count, type CountRow, countSql, judgeCounts, type RateLimit } from '../services/rate-limit.ts';
import { keyed, serverSecret } from '../services/server-secret.ts';
import { metricsOf } from '../metrics/metrics.ts';
import { clientAddress } from './client-info.ts';
import { HttpError } from '@server/errors.ts';

/** Who a call is counted as, beside its address. */
export interface CountedAs {
  sessionId?: string;
  userId?: number;
  /** a secret address's token (counted as its HMAC, never as itself) */
  token?: string;
}

/** A count not yet run; over the limit, its verdict sets Retry-After and answers 429 with the limit's text in the caller's language. */
export interface PendingCount extends Count {
  /** The address's HMAC, for a caller that stores it (sign-in links). */
  addressKey: string;
}

/**
 * The count of this call against `limit` (scaled by RATE_LIMIT_FACTOR), for a handler that runs
 * it inside its own statement (the search); enforceRateLimit runs it alone.
 */
export async function pendingCount(
  deps: AppDeps,
  c: Context,
  limit: RateLimit,
  as: CountedAs = {},
): Promise<PendingCount> {
  const secret = await serverSecret(deps.db.db, deps.config.serverSecret);
  let addressKey: string | undefined;
  // An HMAC costs a few microseconds: the address's is made only when counted or asked for.
  const address = () => (addressKey ??= keyed(secret, 'address', clientAddress(c, deps.config.trustProxy)));
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
  return {
    get addressKey() {
      return address();
    },
    sql: countSql(scaled, {
      address: scaled.perAddress ? address() : undefined,
      session: as.sessionId ? keyed(secret, 'session', as.sessionId) : undefined,
      user: as.userId === undefined ? undefined : keyed(secret, 'user', String(as.userId)),
      token: as.token === undefined ? undefined : keyed(secret, 'token', as.token),
    }),
    settle(rows) {
      const hit = judgeCounts(scaled, rows);
      if (!hit.refused) return;
      c.header('Retry-After', String(hit.retryAfter));
      deps.logger.debug('rate limited', { requestId: c.get('requestId'), bucket: limit.bucket, by: hit.refused });
      metricsOf(deps.db.db)?.rateLimited.inc({ limit: limit.bucket });
      throw new HttpError(limit.code);
    },
  };
}

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
  const count = await pendingCount(deps, c, limit, { sessionId, userId, token });
  if (count.sql) {
    const { rows } = await sql<CountRow>`with ${count.sql.with} ${count.sql.rows}`.execute(deps.db.db);
    count.settle(rows);
  }
  return { addressKey: count.addressKey };
}
