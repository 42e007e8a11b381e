import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Language } from '@shared/constants.ts';
import type { CalendarFeedAnswer, CalendarScope } from '@shared/schemas/calendar-feed.ts';
import { answerVersionSql, type KeptReads } from '@server/db/answer-cache.ts';
import type { Database } from '@server/db/schema.ts';

/**
 * A person's calendar subscription. The address's token is the only key to the
 * feed, so it is never stored: the table keeps its SHA-256 (what a fetch is found by) and a
 * random salt, and the token is the salt's HMAC under the server's secret, 32 bytes. Settings
 * can so show the same address again; the database alone gives none away when SERVER_SECRET
 * is set (without it the secret lives in `server_secrets`, beside the salts). A new salt is a
 * new address; the old hash is gone at once, so the old address answers 404.
 */
type Db = Kysely<Database>;

/** The token's form in a URL: 32 bytes as base64url. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const tokenOf = (secret: Buffer, salt: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${salt}`).digest('base64url');
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newSalt = () => randomBytes(32).toString('base64url');

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/ics/${token}.ics`;

function answer(publicUrl: string, secret: Buffer, row: { salt: string; scope: CalendarScope }): CalendarFeedAnswer {
  return { url: feedUrl(publicUrl, tokenOf(secret, row.salt)), scope: row.scope };
}

/**
 * Writes the person's feed: a new one with `fresh` (a new address), the scope when given.
 * One statement, so two first opens at once make one feed.
 */
async function upsert(db: Db, secret: Buffer, userId: number, change: { fresh?: boolean; scope?: CalendarScope }) {
  const salt = newSalt();
  const set: Record<string, unknown> = { updated_at: sql`now()` };
  if (change.fresh) Object.assign(set, { salt, token_hash: hashFeedToken(tokenOf(secret, salt)) });
  if (change.scope) set.scope = change.scope;
  return db
    .insertInto('calendar_feeds')
    .values({
      user_id: userId,
      salt,
      token_hash: hashFeedToken(tokenOf(secret, salt)),
      ...(change.scope ? { scope: change.scope } : {}),
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .returning(['salt', 'scope'])
    .executeTakeFirstOrThrow();
}

/** The person's address, made on first use. */
export async function getFeed(db: Db, secret: Buffer, publicUrl: string, userId: number) {
  const row =
    (await db
      .selectFrom('calendar_feeds')
      .select(['salt', 'scope'])
      .where('user_id', '=', userId)
      .executeTakeFirst()) ?? (await upsert(db, secret, userId, {}));
  return answer(publicUrl, secret, row);
}

/** A new address; the old one stops working at once. */
export async function rotateFeed(db: Db, secret: Buffer, publicUrl: string, userId: number) {
  return answer(publicUrl, secret, await upsert(db, secret, userId, { fresh: true }));
}

/** Which tasks the feed carries; the address stays. */
export async function updateFeedScope(db: Db, secret: Buffer, publicUrl: string, userId: number, scope: CalendarScope) {
  return answer(publicUrl, secret, await upsert(db, secret, userId, { scope }));
}

export interface FeedOwner {
  profile_id: number | null;
  scope: CalendarScope;
  timezone: string | null;
  language: Language | null;
  /** the kept answers' version of the feed's tables (server/db/answer-cache.ts) */
  version: string;
}

/** What a feed's answer reads (feed-tasks.ts): the tasks, their projects and spaces, who sees them, the done options. */
export const CALENDAR_READS: KeptReads = {
  scope: 'calendar',
  reads: ['tasks', 'projects', 'spaces', 'members', 'property_options'],
};

/** Whose feed a token opens, with what the feed is written in, and the version, in one small query. */
export async function findFeedOwner(db: Db, token: string): Promise<FeedOwner | undefined> {
  const r = await sql<FeedOwner>`
    select p.id as profile_id, f.scope, us.timezone, us.language, ${answerVersionSql(CALENDAR_READS.reads)} as version
    from calendar_feeds f
    left join profiles p on p.user_id = f.user_id
    left join user_settings us on us.user_id = f.user_id
    where f.token_hash = ${hashFeedToken(token)}`.execute(db);
  return r.rows[0];
}
