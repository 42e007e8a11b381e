import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { REALTIME_TICKET_TTL_SECONDS } from '@shared/schemas/realtime.ts';
import type { Database } from '@server/db/schema.ts';
import { isLive, isStale, sessionColumns, type SessionRow } from '@server/services/sessions.ts';

/** 18 random bytes: 144 bits, 24 base64url characters. */
const TICKET_BYTES = 18;
/** Tickets a session may hold unredeemed at once; asking for more drops its oldest. */
export const LIVE_TICKETS_PER_SESSION = 10;

/** Only hashes are stored: the table cannot open anybody's stream. */
const hashTicket = (ticket: string) => createHash('sha256').update(`realtime:${ticket}`).digest('hex');

/**
 * A single-use ticket for the session's stream, valid REALTIME_TICKET_TTL_SECONDS. Stored in
 * the database, so the process that redeems it need not be the one that issued it. The same
 * statement drops the session's expired tickets and any beyond its newest few.
 *
 * Null when the session is gone by the time the ticket is written (a sign-out in another tab
 * between the caller's session read and this statement): the ticket is written from the
 * session's row, locked against that delete (`for key share`), so a session deleted meanwhile
 * gives no row rather than a foreign-key error (a gate run's 500).
 */
export async function issueRealtimeTicket(
  db: Kysely<Database>,
  sessionRef: string,
): Promise<{ ticket: string; expiresIn: number } | null> {
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
  const { rows } = await sql`
    with dropped as (
      delete from realtime_tickets t where t.session_ref = ${sessionRef}
        and (t.expires_at <= now() or t.ticket_hash not in (
          select k.ticket_hash from realtime_tickets k where k.session_ref = ${sessionRef}
          order by k.created_at desc limit ${LIVE_TICKETS_PER_SESSION - 1}::int))
    )
    insert into realtime_tickets (ticket_hash, session_ref, expires_at)
    select ${hashTicket(ticket)}, s.id, now() + make_interval(secs => ${REALTIME_TICKET_TTL_SECONDS}::int)
    from sessions s where s.id = ${sessionRef} for key share
    returning ticket_hash`.execute(db);
  return rows.length === 0 ? null : { ticket, expiresIn: REALTIME_TICKET_TTL_SECONDS };
}

export type Redeemed = { status: 'ok'; session: SessionRow } | { status: 'invalid' } | { status: 'no_session' };

/**
 * Uses a ticket up, in one statement: the row is deleted whatever happens next (a second
 * try finds nothing), and the session comes back only when the ticket had not expired and
 * the session is live. A signed-out session's tickets went with it (on delete cascade).
 */
export async function redeemRealtimeTicket(db: Kysely<Database>, ticket: string): Promise<Redeemed> {
  const r = await sql<Partial<SessionRow> & { ticket_live: boolean; stale: boolean | null }>`
    with used as (
      delete from realtime_tickets where ticket_hash = ${hashTicket(ticket)}
      returning session_ref, expires_at > now() as ticket_live
    )
    select ${sessionColumns('s')}, used.ticket_live, ${isStale('s')} as stale
    from used left join sessions s on s.id = used.session_ref and ${isLive('s')}`.execute(db);
  const row = r.rows[0];
  if (!row || !row.ticket_live) return { status: 'invalid' };
  const { ticket_live: _live, stale, ...session } = row;
  if (!session.id) return { status: 'no_session' };
  // Refreshed as every read does (sessions.ts touchIfStale), by the opaque id: the raw id is not known here.
  if (stale)
    void db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now()` })
      .where('id', '=', session.id)
      .execute()
      .catch(() => {});
  return { status: 'ok', session: session as SessionRow };
}

/** Drops expired tickets (used ones are deleted when redeemed); any process may run it. */
export async function purgeExpiredRealtimeTickets(db: Kysely<Database>): Promise<number> {
  const r = await db
    .deleteFrom('realtime_tickets')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
