import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { languageOf } from '@shared/constants.ts';
import { SIGN_IN_CODE_MAX, SIGN_IN_CODE_MIN, SIGN_IN_TOKEN_TTL_MS } from '@shared/schemas/auth.ts';
import type { Database } from '@server/db/schema.ts';
import { hashSessionId, replaceSession } from '@server/services/sessions.ts';
import { keepVisitorLanguage, type VisitorLanguage } from './sign-in-language.ts';
import { findOrCreateTelegramPerson } from './telegram-sign-in.ts';
import type { ProfileSummary, TelegramUser } from '@server/services/users.ts';

/** 18 random bytes: 144 bits, 24 base64url characters; `signin_` + token stays far under 64. */
const TOKEN_BYTES = 18;

export const newSignInToken = () => randomBytes(TOKEN_BYTES).toString('base64url');
/** Only hashes are stored: a leaked table cannot sign anybody in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page's one-time secret: 144 random bits, like the token. */
const newState = () => randomBytes(TOKEN_BYTES).toString('base64url');
const newCode = () => randomInt(SIGN_IN_CODE_MIN, SIGN_IN_CODE_MAX + 1);

/**
 * The three numbers the bot offers: the right one and two distinct decoys, shuffled.
 * Fresh decoys on every showing; the right one is always among them.
 */
export function codeChoices(code: number): number[] {
  const choices = new Set([code]);
  while (choices.size < 3) choices.add(newCode());
  const list = [...choices];
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

export interface IssuedSignIn {
  token: string;
  /** shown on the page, tapped in the bot */
  code: number;
  /** kept only in the page's memory; collects the new session */
  state: string;
  expiresAt: Date;
}

export async function issueSignInToken(
  db: Kysely<Database>,
  s: { sessionRef: string; addressHash: string; userAgent: string | null; network: string | null },
): Promise<IssuedSignIn> {
  const token = newSignInToken();
  const state = newState();
  const code = newCode();
  const expiresAt = new Date(Date.now() + SIGN_IN_TOKEN_TTL_MS);
  await db.transaction().execute(async (trx) => {
    // Asking again voids the session's earlier links: only the newest one works.
    await trx
      .updateTable('sign_in_tokens')
      .set({ voided_at: sql`now()` })
      .where('session_ref', '=', s.sessionRef)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
    await trx
      .insertInto('sign_in_tokens')
      .values({
        session_ref: s.sessionRef,
        token_hash: hashToken(token),
        state_hash: hashToken(state),
        code,
        network: s.network,
        address_hash: s.addressHash,
        user_agent: s.userAgent?.slice(0, 512) ?? null,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { token, code, state, expiresAt };
}

/** Why a link cannot be used. `voided`: replaced by a newer one, or cancelled. */
export type UnusableReason = 'unknown' | 'expired' | 'used' | 'voided';

export type SignInRequest =
  | {
      status: 'ok';
      userAgent: string | null;
      createdAt: Date;
      timezone: string | null;
      /** the asking browser's approximate network (203.0.113.x), or null */
      network: string | null;
      /** three numbers to tap, the right one among them (which one is not said) */
      choices: number[];
    }
  | { status: UnusableReason };

/** What the bot shows before asking to tap the number: which browser asked, from where, and when. */
export async function describeSignInToken(db: Kysely<Database>, token: string): Promise<SignInRequest> {
  const row = await db
    .selectFrom('sign_in_tokens as t')
    .leftJoin('sessions as s', 's.id', 't.session_ref')
    .select([
      't.user_agent',
      't.created_at',
      't.used_at',
      't.voided_at',
      't.code',
      't.network',
      's.id as session',
      sql<boolean>`t.expires_at <= now()`.as('expired'),
      sql<string | null>`s.data ->> 'timezone'`.as('timezone'),
    ])
    .where('t.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.used_at) return { status: 'used' };
  if (row.voided_at || row.code === null || row.session === null) return { status: 'voided' };
  if (row.expired) return { status: 'expired' };
  return {
    status: 'ok',
    userAgent: row.user_agent,
    createdAt: row.created_at,
    timezone: row.timezone,
    network: row.network,
    choices: codeChoices(row.code),
  };
}

export type ConfirmResult =
  { status: 'signed_in'; profile: ProfileSummary; again?: boolean } | { status: UnusableReason | 'wrong_code' };

/**
 * A number tapped in the bot. One transaction over the locked link row: the right number
 * on a usable link records who confirmed it (the browser then collects its new session
 * with its secret, see collectSignIn); a wrong number voids the link, as the person was
 * most likely sent someone else's link. Nothing signs the asking session itself in.
 */
export async function confirmSignIn(
  db: Kysely<Database>,
  token: string,
  tg: TelegramUser,
  code: number,
): Promise<ConfirmResult> {
  const tokenHash = hashToken(token);
  const result = await db.transaction().execute(async (trx): Promise<ConfirmResult | null> => {
    const link = await trx
      .selectFrom('sign_in_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_ref')
      .select([
        't.id',
        't.code',
        sql<string | null>`s.data ->> 'timezone'`.as('timezone'),
        sql<string | null>`s.data ->> 'language'`.as('language'),
      ])
      .where('t.token_hash', '=', tokenHash)
      .where('t.used_at', 'is', null)
      .where('t.voided_at', 'is', null)
      .where('t.expires_at', '>', sql<Date>`now()`)
      .forUpdate('t')
      .executeTakeFirst();
    if (!link) return null;
    if (link.code === null || link.code !== code) {
      await trx
        .updateTable('sign_in_tokens')
        .set({ voided_at: sql`now()`, cancelled_at: sql`now()`, void_reason: 'wrong_code' })
        .where('id', '=', link.id)
        .execute();
      return { status: 'wrong_code' };
    }
    const person = await findOrCreateTelegramPerson(trx, tg, {
      timezone: link.timezone ?? undefined,
      language: languageOf(link.language),
    });
    await trx
      .updateTable('sign_in_tokens')
      .set({ used_at: sql`now()`, user_id: person.userId })
      .where('id', '=', link.id)
      .execute();
    return { status: 'signed_in', profile: person.profile };
  });
  return result ?? explainUnusable(db, tokenHash, tg);
}

/**
 * The link could not be used. A second tap by the person who already confirmed it is
 * answered as a success; everything else says why.
 */
async function explainUnusable(db: Kysely<Database>, tokenHash: string, tg: TelegramUser): Promise<ConfirmResult> {
  const row = await db
    .selectFrom('sign_in_tokens as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('profiles as p', 'p.user_id', 't.user_id')
    .select([
      't.used_at',
      't.voided_at',
      'u.telegram_id',
      'p.id',
      'p.name',
      'p.username',
      sql<boolean>`t.expires_at <= now()`.as('expired'),
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.used_at) {
    if (
      row.telegram_id !== null &&
      Number(row.telegram_id) === tg.id &&
      row.id !== null &&
      row.name !== null &&
      row.username !== null
    ) {
      return { status: 'signed_in', profile: { id: row.id, name: row.name, username: row.username }, again: true };
    }
    return { status: 'used' };
  }
  if (row.voided_at) return { status: 'voided' };
  return { status: row.expired ? 'expired' : 'voided' };
}

/** How long after the bot's confirmation the page may collect its new session. */
const COLLECT_WITHIN_MINUTES = 10;

/**
 * The page that asked for the link collects the new signed-in session with its secret
 * (checkAuth with `state`): once, only after the bot's confirmation, only from the session
 * that asked. The asking (anonymous) session ends; the new id is created here and handed
 * over, never stored. null: nothing to collect.
 */
export async function collectSignIn(
  db: Kysely<Database>,
  s: {
    sessionId: string;
    state: string;
    userAgent: string | null;
    network: string | null;
    /** the language the page showed the visitor, which the person keeps (sign-in-language.ts) */
    visitor?: VisitorLanguage;
  },
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('sign_in_tokens as t')
      .from('sessions as s')
      .set({ collected_at: sql`now()` })
      .whereRef('s.id', '=', 't.session_ref')
      .where('s.id_hash', '=', hashSessionId(s.sessionId))
      .where('t.state_hash', '=', hashToken(s.state))
      .where('t.used_at', 'is not', null)
      .where('t.user_id', 'is not', null)
      .where('t.collected_at', 'is', null)
      .where('t.used_at', '>', sql<Date>`now() - make_interval(mins => ${COLLECT_WITHIN_MINUTES}::int)`)
      .returning([
        't.user_id',
        sql<string | null>`s.data ->> 'timezone'`.as('timezone'),
        sql<string | null>`s.data ->> 'language'`.as('language'),
      ])
      .executeTakeFirst();
    if (!link?.user_id) return null;
    await keepVisitorLanguage(trx, link.user_id, s.visitor ?? {}, languageOf(link.language));
    return replaceSession(trx, s.sessionId, {
      userId: link.user_id,
      timezone: link.timezone ?? undefined,
      userAgent: s.userAgent,
      network: s.network,
    });
  });
}

/** Cancel in the bot: the link stops working, the browser's session stays as it was. */
export async function cancelSignIn(
  db: Kysely<Database>,
  token: string,
): Promise<{ status: 'cancelled' } | { status: UnusableReason }> {
  const r = await db
    .updateTable('sign_in_tokens')
    .set({ voided_at: sql`now()`, cancelled_at: sql`now()`, void_reason: 'cancelled' })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) > 0) return { status: 'cancelled' };
  const d = await describeSignInToken(db, token);
  return { status: d.status === 'ok' ? 'unknown' : d.status };
}

/**
 * Drops links a day after they expired (the bot can still say "expired" or "used" for a
 * while). Rate limits only look at the last minute, so nothing else needs them.
 */
export async function purgeOldSignInTokens(db: Kysely<Database>): Promise<number> {
  const r = await db
    .deleteFrom('sign_in_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The bot's view of sign-in: what createBot receives, bound to the database by main.ts. */
export interface SignInService {
  describe(token: string): Promise<SignInRequest>;
  /** `code`: the number tapped */
  confirm(token: string, tg: TelegramUser, code: number): Promise<ConfirmResult>;
  cancel(token: string): Promise<{ status: 'cancelled' } | { status: UnusableReason }>;
}

export function signInService(db: Kysely<Database>): SignInService {
  return {
    describe: (token) => describeSignInToken(db, token),
    confirm: (token, tg, code) => confirmSignIn(db, token, tg, code),
    cancel: (token) => cancelSignIn(db, token),
  };
}
