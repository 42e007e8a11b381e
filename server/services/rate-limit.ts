import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Sign-in links a browser may ask for: per session, and per address (higher, because an
 * office or a mobile carrier puts many people behind one address). A new link is only
 * needed every 9 minutes, so these stop scripts, not people.
 */
export const SIGN_IN_LIMITS = { perSession: 10, perAddress: 30, windowSeconds: 60 } as const;

/**
 * Which limit the next sign-in link would break, if any. It counts the recent token rows
 * themselves, so the limit holds across any number of server processes with no extra state.
 */
export async function signInLimitReached(
  db: Kysely<Database>,
  who: { sessionRef: string; addressHash: string },
  limits: { perSession: number; perAddress: number; windowSeconds: number } = SIGN_IN_LIMITS,
): Promise<'session' | 'address' | null> {
  const row = await db
    .selectFrom('sign_in_tokens')
    .select([
      sql<number>`count(*) filter (where session_ref = ${who.sessionRef})`.as('by_session'),
      sql<number>`count(*) filter (where address_hash = ${who.addressHash})`.as('by_address'),
    ])
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`)
    .where((eb) => eb.or([eb('session_ref', '=', who.sessionRef), eb('address_hash', '=', who.addressHash)]))
    .executeTakeFirstOrThrow();
  if (Number(row.by_session) >= limits.perSession) return 'session';
  if (Number(row.by_address) >= limits.perAddress) return 'address';
  return null;
}
