import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { SIGN_IN_TOKEN_TTL_MS } from '../../shared/schemas/auth.ts';
import type { Database } from '../db/schema.ts';
import { authenticateSession } from './sessions.ts';
import { findOrCreateTelegramPerson } from './telegram-sign-in.ts';
import type { ProfileSummary, TelegramUser } from './users.ts';
import { sessionTelegramId } from './users.ts';

/** 18 random bytes: 144 bits, 24 base64url characters; `signin_` + token stays far under 64. */
const TOKEN_BYTES = 18;

export const newSignInToken = () => randomBytes(TOKEN_BYTES).toString('base64url');
/** Only hashes are stored: a leaked table cannot sign anybody in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Addresses are kept only as hashes, for the rate limit. */
export const hashAddress = (address: string) => createHash('sha256').update(`address:${address}`).digest('hex');

export async function issueSignInToken(
  db: Kysely<Database>,
  s: { sessionId: string; addressHash: string; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSignInToken();
  const expiresAt = new Date(Date.now() + SIGN_IN_TOKEN_TTL_MS);
  await db.transaction().execute(async (trx) => {
    // Asking again voids the session's earlier links: only the newest one works.
    await trx
      .updateTable('sign_in_tokens')
      .set({ voided_at: sql`now()` })
      .where('session_id', '=', s.sessionId)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
    await trx
      .insertInto('sign_in_tokens')
      .values({
        session_id: s.sessionId,
        token_hash: hashToken(token),
        address_hash: s.addressHash,
        user_agent: s.userAgent?.slice(0, 512) ?? null,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { token, expiresAt };
}

/** Why a link cannot be used. `voided`: replaced by a newer one, or cancelled. */
export type UnusableReason = 'unknown' | 'expired' | 'used' | 'voided';

export type SignInRequest =
  | { status: 'ok'; userAgent: string | null; createdAt: Date; timezone: string | null }
  | { status: UnusableReason };

/** What the bot shows before asking to confirm: which browser asked, and when. */
export async function describeSignInToken(db: Kysely<Database>, token: string): Promise<SignInRequest> {
  const row = await db
    .selectFrom('sign_in_tokens as t')
    .innerJoin('sessions as s', 's.session_id', 't.session_id')
    .select([
      't.user_agent',
      't.created_at',
      't.used_at',
      't.voided_at',
      sql<boolean>`t.expires_at <= now()`.as('expired'),
      sql<string | null>`s.data ->> 'timezone'`.as('timezone'),
    ])
    .where('t.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.used_at) return { status: 'used' };
  if (row.voided_at) return { status: 'voided' };
  if (row.expired) return { status: 'expired' };
  return { status: 'ok', userAgent: row.user_agent, createdAt: row.created_at, timezone: row.timezone };
}

export type ConfirmResult =
  | { status: 'signed_in'; profile: ProfileSummary; again?: boolean }
  | { status: UnusableReason | 'other_account' };

class Abort extends Error {
  constructor(readonly result: ConfirmResult) {
    super(result.status);
  }
}

/**
 * Confirm in the bot. One transaction: the token is consumed only while unused, not
 * voided and not expired (the row lock makes a second consumer find nothing, so one token
 * can never sign in two sessions); the person is found or created; the session is signed
 * in unless it already belongs to someone else, in which case nothing is kept.
 */
export async function confirmSignIn(db: Kysely<Database>, token: string, tg: TelegramUser): Promise<ConfirmResult> {
  const tokenHash = hashToken(token);
  try {
    const result = await db.transaction().execute(async (trx): Promise<ConfirmResult | null> => {
      const consumed = await trx
        .updateTable('sign_in_tokens')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('session_id')
        .executeTakeFirst();
      if (!consumed) return null;
      const session = await trx
        .selectFrom('sessions')
        .select(['is_auth', 'user_id', sql<string | null>`data ->> 'timezone'`.as('timezone')])
        .where('session_id', '=', consumed.session_id)
        .forUpdate()
        .executeTakeFirst();
      if (!session) throw new Abort({ status: 'unknown' });
      const person = await findOrCreateTelegramPerson(trx, tg, { timezone: session.timezone ?? undefined });
      if (session.is_auth) {
        if (session.user_id !== person.userId) throw new Abort({ status: 'other_account' });
        return { status: 'signed_in', profile: person.profile, again: true };
      }
      if (!(await authenticateSession(trx, consumed.session_id, person.userId))) throw new Abort({ status: 'other_account' });
      return { status: 'signed_in', profile: person.profile };
    });
    if (result) return result;
  } catch (err) {
    if (err instanceof Abort) return err.result;
    throw err;
  }
  return explainUnusable(db, tokenHash, tg);
}

/**
 * The token could not be consumed. A second tap on Confirm by the person who already
 * signed in with it is answered as a success; everything else says why.
 */
async function explainUnusable(db: Kysely<Database>, tokenHash: string, tg: TelegramUser): Promise<ConfirmResult> {
  const row = await db
    .selectFrom('sign_in_tokens')
    .select(['session_id', 'used_at', 'voided_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.used_at) {
    if ((await sessionTelegramId(db, row.session_id)) === tg.id) {
      const profile = await db
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.user_id')
        .select(['profiles.id', 'profiles.name', 'profiles.username'])
        .where('users.telegram_id', '=', tg.id)
        .executeTakeFirst();
      if (profile) return { status: 'signed_in', profile, again: true };
    }
    return { status: 'used' };
  }
  if (row.voided_at) return { status: 'voided' };
  return { status: row.expired ? 'expired' : 'unknown' };
}

/** Cancel in the bot: the link stops working, the browser's session stays as it was. */
export async function cancelSignIn(db: Kysely<Database>, token: string): Promise<{ status: 'cancelled' } | { status: UnusableReason }> {
  const r = await db
    .updateTable('sign_in_tokens')
    .set({ voided_at: sql`now()`, cancelled_at: sql`now()` })
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
  const r = await db.deleteFrom('sign_in_tokens').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The bot's view of sign-in: what createBot receives, bound to the database by main.ts. */
export interface SignInService {
  describe(token: string): Promise<SignInRequest>;
  confirm(token: string, tg: TelegramUser): Promise<ConfirmResult>;
  cancel(token: string): Promise<{ status: 'cancelled' } | { status: UnusableReason }>;
}

export function signInService(db: Kysely<Database>): SignInService {
  return {
    describe: (token) => describeSignInToken(db, token),
    confirm: (token, tg) => confirmSignIn(db, token, tg),
    cancel: (token) => cancelSignIn(db, token),
  };
}
