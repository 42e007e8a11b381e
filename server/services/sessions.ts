import { createHash, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type Language, languageOf } from '@shared/constants.ts';
import type { Database, Session } from '../db/schema.ts';

/** Idle lifetimes: an anonymous browser is forgotten sooner than a signed-in one. */
export const ANON_SESSION_IDLE_DAYS = 30;
export const AUTH_SESSION_IDLE_DAYS = 180;
/** last_seen_at is refreshed at most this often, so reads stay reads. */
export const TOUCH_AFTER_MINUTES = 10;

export interface NewSession {
  timezone?: string;
  userAgent?: string | null;
  userId?: number;
  /** the approximate network (services/network.ts maskAddress), never a full address */
  network?: string | null;
  /** the language the visitor chose before sign-in (the `lp_lang` cookie) */
  language?: Language;
}

/**
 * Session ids are credentials, so only their hash is stored (a leaked table or backup
 * signs nobody in); every lookup hashes the presented id. Lowercase first: the host
 * accepts a uuid in either case.
 */
export const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId.toLowerCase()).digest('hex');

/** A new session: its id (122 random bits) goes to the caller once and is kept nowhere. */
export async function createSession(db: Kysely<Database>, s: NewSession): Promise<string> {
  const sessionId = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(sessionId),
      is_auth: s.userId !== undefined,
      user_id: s.userId ?? null,
      data: JSON.stringify({
        ...(s.timezone ? { timezone: s.timezone } : {}),
        ...(s.language ? { language: s.language } : {}),
      }),
      user_agent: s.userAgent?.slice(0, 512) ?? null,
      network: s.network ?? null,
    })
    .execute();
  return sessionId;
}

/**
 * The columns of a found session the server reads, named: a named statement (db/prepared-statements.ts)
 * that answered `s.*` would fail on its connection with "cached plan must not change result type"
 * once a migration adds a column to sessions, while the processes started before it still run.
 */
const SESSION_COLUMNS = ['id', 'is_auth', 'user_id', 'data'] as const satisfies readonly (keyof Session)[];
export type SessionRow = Pick<Session, (typeof SESSION_COLUMNS)[number]>;
/** SESSION_COLUMNS of the sessions row under `alias`, for a select list. */
export const sessionColumns = (alias: string) => sql.join(SESSION_COLUMNS.map((c) => sql.ref(`${alias}.${c}`)));

/**
 * The one rule "this session is live", for the sessions row under `alias`: it exists and was
 * seen within its idle lifetime. findSession, the host's caller and the planner's
 * one-statement reads (callerCte) all use it; the stored planner_spaces function in the
 * planner migration takes AUTH_SESSION_IDLE_DAYS as a parameter for the same rule.
 */
export function isLive(alias: string) {
  const seen = sql.ref(`${alias}.last_seen_at`);
  return sql<boolean>`${seen} > now() - make_interval(days => case when ${sql.ref(`${alias}.is_auth`)} then ${AUTH_SESSION_IDLE_DAYS}::int else ${ANON_SESSION_IDLE_DAYS}::int end)`;
}

/** Whether last_seen_at is old enough to be refreshed (see touchIfStale). */
export const isStale = (alias: string) =>
  sql<boolean>`${sql.ref(`${alias}.last_seen_at`)} < now() - make_interval(mins => ${TOUCH_AFTER_MINUTES}::int)`;

/** Refreshes last_seen_at of a session read as stale; never awaited, so reads stay one round trip. */
export function touchIfStale(db: Kysely<Database>, sessionId: string, stale: boolean | null | undefined): void {
  if (!stale) return;
  void db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('id_hash', '=', hashSessionId(sessionId))
    .execute()
    .catch(() => {});
}

/**
 * The live session with this id, or undefined. One round trip on the hot path:
 * last_seen_at is refreshed by a separate write only when it is stale (every 10 minutes
 * at most), and that write is not awaited.
 */
export async function findSession(db: Kysely<Database>, sessionId: string): Promise<SessionRow | undefined> {
  const result = await sql<SessionRow & { stale: boolean }>`
    select ${sessionColumns('s')}, ${isStale('s')} as stale from sessions s where s.id_hash = ${hashSessionId(sessionId)} and ${isLive('s')}`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const { stale, ...session } = row;
  touchIfStale(db, sessionId, stale);
  return session;
}

/**
 * The language the signed-in person chose, for an error's text: read only when a call
 * fails before its caller was known (a success never pays for it).
 */
export async function findSessionLanguage(db: Kysely<Database>, sessionId: string): Promise<Language | null> {
  const r = await sql<{ language: Language }>`
    select us.language from sessions s join user_settings us on us.user_id = s.user_id
    where s.id_hash = ${hashSessionId(sessionId)} and s.is_auth and ${isLive('s')}`.execute(db);
  return r.rows[0]?.language ?? null;
}

/** Keeps the language an anonymous visitor chose on their session, for their first sign-in. */
export async function setSessionLanguage(db: Kysely<Database>, sessionId: string, language: Language): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ data: sql`data || ${JSON.stringify({ language })}::jsonb` })
    .where('id_hash', '=', hashSessionId(sessionId))
    .execute();
}

/** The language chosen on a session before sign-in, if any. */
export async function chosenOnSession(db: Kysely<Database>, sessionId: string): Promise<Language | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<string | null>`data ->> 'language'`.as('language'))
    .where('id_hash', '=', hashSessionId(sessionId))
    .executeTakeFirst();
  return languageOf(row?.language);
}

export async function endSession(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const r = await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(sessionId)).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The person's signed-in sessions, newest activity first (Settings). */
export async function listUserSessions(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'id_hash', 'user_agent', 'network', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('is_auth', '=', true)
    .where(isLive('sessions'))
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
}

/** Ends one of the person's sessions by its opaque id; false when it is not theirs (or gone). */
export async function endUserSession(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  const r = await db.deleteFrom('sessions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Ends every session of the person but the one presented. */
export async function endOtherUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id_hash', '<>', hashSessionId(keepSessionId))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Deletes sessions past their idle lifetime (anonymous 30 days, signed-in 180): they were
 * already refused, now they are gone. One statement, so several processes running it at
 * once simply find less to delete.
 */
export async function purgeIdleSessions(db: Kysely<Database>): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where(sql<boolean>`not ${isLive('sessions')}`)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Sign-in ends the session it replaces and starts a new one (no session fixation: an id
 * seen before sign-in is worth nothing after). In the caller's transaction.
 */
export async function replaceSession(
  db: Kysely<Database>,
  oldSessionId: string | null | undefined,
  s: NewSession,
): Promise<string> {
  if (oldSessionId) await endSession(db, oldSessionId);
  return createSession(db, s);
}

/** replaceSession in a transaction of its own (demo sign-in). */
export function signInReplacing(
  db: Kysely<Database>,
  oldSessionId: string | null | undefined,
  s: NewSession & { userId: number },
): Promise<string> {
  return db.transaction().execute((trx) => replaceSession(trx, oldSessionId, s));
}
