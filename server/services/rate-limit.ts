import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * One limit: at most `perAddress` calls from one address, `perSession` from one session and
 * `perUser` from one signed-in person per window (each counted when given).
 */
export interface RateLimit {
  bucket: string;
  windowSeconds: number;
  perAddress?: number;
  perSession?: number;
  /** by user id: a person with many sessions or addresses still has one count */
  perUser?: number;
  /** by a secret address's token (a calendar feed): whoever fetches it, from wherever */
  perToken?: number;
  /** What the refusal says (shared/errors.ts). */
  code:
    | 'rate_limited'
    | 'search_rate_limited'
    | 'write_rate_limited'
    | 'planner_rate_limited'
    | 'upload_rate_limited'
    | 'quiz_rate_limited';
}

/**
 * The limits. Per address they are higher than per session, because an office or a mobile
 * carrier puts many people behind one address; all of them stop scripts, not people (a new
 * sign-in link is only needed every 9 minutes; the app searches profiles as one types).
 */
export const RATE_LIMITS = {
  /**
   * Every call that hands out a new session counts here: initSession, signOut (which answers
   * a fresh anonymous one) and demoSignIn; one count per address, so signing out is no way
   * around it. tma-auth keeps its own.
   */
  initSession: { bucket: 'auth.initSession', windowSeconds: 60, perAddress: 60, code: 'rate_limited' },
  initAuth: { bucket: 'auth.initAuth', windowSeconds: 60, perAddress: 30, perSession: 10, code: 'rate_limited' },
  tmaAuth: { bucket: 'tma-auth', windowSeconds: 60, perAddress: 60, code: 'rate_limited' },
  /** a person writes a few posts a day; a script flooding the feed stops here */
  postWrite: { bucket: 'posts.write', windowSeconds: 60, perAddress: 120, perSession: 30, code: 'write_rate_limited' },
  /**
   * The planner's writes, every call whose contract says `idempotent` (counted by the function
   * host, server/http/idempotency.ts): a person dragging cards makes a few a second at most, but
   * the app sends what was changed offline in one burst when back online, so the limit is
   * generous; a repeat answered from its kept answer is not counted again. Its own text: the
   * posts' says "publishing".
   */
  plannerWrite: { bucket: 'planner.write', windowSeconds: 60, perSession: 600, code: 'planner_rate_limited' },
  profileSearch: {
    bucket: 'profiles.search',
    windowSeconds: 60,
    perAddress: 600,
    perSession: 60,
    code: 'search_rate_limited',
  },
  /**
   * Image uploads per person: each decodes up to 60 megapixels, so a person's
   * count holds whichever session or address they use; a profile and a few posts' covers
   * need far fewer. The minute's count is taken first, so calls it refuses do not use up the day.
   */
  uploadMinute: {
    bucket: 'uploads.minute',
    windowSeconds: 60,
    perAddress: 120,
    perUser: 20,
    code: 'upload_rate_limited',
  },
  uploadDay: { bucket: 'uploads.day', windowSeconds: 86_400, perUser: 200, code: 'upload_rate_limited' },
  /** A quiz's start hands out an attempt; a person answers a few quizzes a day, a script stops here. */
  quizStart: { bucket: 'quiz.start', windowSeconds: 60, perUser: 30, code: 'quiz_rate_limited' },
  /**
   * A calendar feed's fetches: a calendar app asks every 15 minutes at most
   * (the feed's REFRESH-INTERVAL), Google every few hours; an address pasted into several
   * devices still stays far below this, a script polling it does not.
   */
  calendarFeed: { bucket: 'calendar.feed', windowSeconds: 3600, perToken: 60, code: 'rate_limited' },
  /** The search: 60 a minute per person, whichever session or address they use. */
  search: { bucket: 'search', windowSeconds: 60, perUser: 60, code: 'search_rate_limited' },
  /** A visitor's search: 60 a minute per session, and an address (an office behind one) ten times that. */
  searchAnonymous: {
    bucket: 'search.anonymous',
    windowSeconds: 60,
    perAddress: 600,
    perSession: 60,
    code: 'search_rate_limited',
  },
} as const satisfies Record<string, RateLimit>;

export interface RateLimitHit {
  /** Which count went over, if any. */
  refused: 'address' | 'session' | 'user' | 'token' | null;
  /** Seconds until the window ends (the answer's Retry-After). */
  retryAfter: number;
}

/** One counter as a count reads it: this window's count, the previous window's, seconds into this one. */
export interface CountRow {
  key: string;
  count: number;
  previous: number;
  elapsed: number;
}

/** A count as SQL: its data-modifying CTE (top level only) and the statement part that reads its rows. */
export interface CountSql {
  with: RawBuilder<unknown>;
  rows: RawBuilder<CountRow>;
}

/**
 * A count not yet run (server/http/enforce-rate-limit.ts pendingCount): its SQL, null when the limit
 * counts none of the keys, and the verdict on its rows, which throws the limit's 429.
 */
export interface Count {
  sql: CountSql | null;
  settle(rows: readonly CountRow[]): void;
}

/**
 * Counting one call, as SQL: one statement, atomic on PostgreSQL and PGlite alike, `insert …
 * on conflict do update set count = count + 1 returning count` on the current window (aligned
 * on the database's clock, so every process agrees), read with the previous window's count
 * (judgeCounts decides). Refused calls count too: a client that keeps trying stays refused.
 * Keys are HMACs (server-secret.ts), never addresses.
 *
 * `with` is the data-modifying part, which PostgreSQL allows only at a statement's top level
 * (`with ${with}, … select …`); `rows` reads its CountRows. A handler may count inside its own
 * statement (the search: one round trip fewer). null: the limit counts none of the keys given.
 */
export function countSql(
  limit: RateLimit,
  keys: { address?: string; session?: string; user?: string; token?: string },
): CountSql | null {
  const w = limit.windowSeconds;
  const wanted: string[] = [];
  if (keys.address && limit.perAddress) wanted.push(`a:${keys.address}`);
  if (keys.session && limit.perSession) wanted.push(`s:${keys.session}`);
  if (keys.user && limit.perUser) wanted.push(`u:${keys.user}`);
  if (keys.token && limit.perToken) wanted.push(`t:${keys.token}`);
  if (wanted.length === 0) return null;
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${w}::int) * ${w}::int)`;
  const values = sql.join(wanted.map((key) => sql`(${limit.bucket}, ${key}, ${windowStart}, 1, ${w}::int)`));
  return {
    with: sql`rate_hit as (
      insert into rate_limits (bucket, key, window_start, count, window_seconds) values ${values}
      on conflict (bucket, key, window_start) do update set count = rate_limits.count + 1
      returning key, count, window_start
    )`,
    rows: sql<CountRow>`select rate_hit.key, rate_hit.count, coalesce(prev.count, 0) as previous,
      extract(epoch from now() - rate_hit.window_start)::float8 as elapsed
    from rate_hit
    left join rate_limits prev
      on prev.bucket = ${limit.bucket} and prev.key = rate_hit.key
      and prev.window_start = rate_hit.window_start - make_interval(secs => ${w}::int)`,
  };
}

/**
 * Whether the counted call went over: the rate is the sliding-window estimate
 * `previous × (share of the previous window still inside the last window) + current`, so a
 * burst at a window's edge cannot pass twice the limit.
 */
export function judgeCounts(limit: RateLimit, rows: readonly CountRow[]): RateLimitHit {
  const w = limit.windowSeconds;
  let refused: RateLimitHit['refused'] = null;
  let elapsed = 0;
  for (const r of rows) {
    elapsed = Number(r.elapsed);
    const rate = Number(r.previous) * Math.max(0, 1 - elapsed / w) + Number(r.count);
    if (r.key.startsWith('t:') && limit.perToken && rate > limit.perToken) refused = 'token';
    if (r.key.startsWith('u:') && limit.perUser && rate > limit.perUser) refused ??= 'user';
    if (r.key.startsWith('s:') && limit.perSession && rate > limit.perSession) refused ??= 'session';
    if (r.key.startsWith('a:') && limit.perAddress && rate > limit.perAddress) refused ??= 'address';
  }
  return { refused, retryAfter: Math.max(1, Math.ceil(w - elapsed)) };
}

/**
 * Drops counters no estimate reads any more: a window is read while it runs and through the
 * next one (the sliding estimate), so a counter goes two of its windows after it started, and
 * never within the hour (a day's counter stays for two days, not an hour). Any process may
 * run it, it is idempotent.
 */
export async function purgeOldRateLimits(db: Kysely<Database>): Promise<number> {
  const r = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - interval '1 hour'`)
    .where(sql<boolean>`window_start < now() - make_interval(secs => 2 * window_seconds)`)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
