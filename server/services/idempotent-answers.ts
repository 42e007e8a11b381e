import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * How long a write's answer is kept under its `Idempotency-Key`: a repeat within a day gets the
 * first answer; after it the key is new again and the call runs. The app sends a change again
 * as soon as it is back online, so a day covers its repeats many times over, and the table holds
 * no more than a day of writes.
 */
export const KEPT_ANSWER_HOURS = 24;

/**
 * How long a claim without an answer holds its key. Past it, the request that claimed it is
 * taken to have died with its process (a planner write answers in milliseconds), and a repeat
 * runs the call: otherwise the change would stay refused as "still being saved" for a day. The
 * one case this runs twice is a process dying after the write committed and before its answer
 * was kept.
 */
export const CLAIM_LEASE_SECONDS = 60;

/** A session's hold on one key while its call runs. */
export interface Claim {
  sessionKey: string;
  key: string;
  claimedBy: string;
}

export type ClaimResult =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'answered'; status: number; answer: string }
  /** the same change is running now, in another request */
  | { kind: 'in_flight' }
  /** the key was used for another change */
  | { kind: 'reused' };

/**
 * Claims `key` for this session's call, or says what holds it. The claim is one insert: two
 * identical requests racing insert once, and the other finds the row (PostgreSQL makes it wait
 * for the first insert's commit). A row past its day, or a claim past its lease, is taken over
 * by the same statement.
 */
export async function claimKey(
  db: Kysely<Database>,
  sessionKey: string,
  key: string,
  requestHash: string,
): Promise<ClaimResult> {
  const claimedBy = randomUUID();
  // A row can go between the insert and the read (its call failed and dropped the claim): try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await db
      .insertInto('idempotent_answers')
      .values({ session_key: sessionKey, idempotency_key: key, request_hash: requestHash, claimed_by: claimedBy })
      .onConflict((oc) =>
        oc
          .columns(['session_key', 'idempotency_key'])
          .doUpdateSet({
            request_hash: requestHash,
            claimed_by: claimedBy,
            status: null,
            answer: null,
            created_at: sql<Date>`now()`,
          })
          .where(
            sql<boolean>`idempotent_answers.created_at < now() - make_interval(hours => ${KEPT_ANSWER_HOURS}::int)
              or (idempotent_answers.status is null
                and idempotent_answers.created_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS}::int))`,
          ),
      )
      .returning('claimed_by')
      .executeTakeFirst();
    if (claimed?.claimed_by === claimedBy) return { kind: 'claimed', claim: { sessionKey, key, claimedBy } };
    const held = await db
      .selectFrom('idempotent_answers')
      .select(['request_hash', 'status', 'answer'])
      .where('session_key', '=', sessionKey)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!held) continue;
    if (held.request_hash !== requestHash) return { kind: 'reused' };
    if (held.status === null || held.answer === null) return { kind: 'in_flight' };
    return { kind: 'answered', status: held.status, answer: held.answer };
  }
  return { kind: 'in_flight' };
}

/** Keeps the call's answer under its claim; its day counts from now. */
export async function keepAnswer(db: Kysely<Database>, claim: Claim, status: number, answer: string): Promise<void> {
  await db
    .updateTable('idempotent_answers')
    .set({ status, answer, created_at: sql<Date>`now()` })
    .where('session_key', '=', claim.sessionKey)
    .where('idempotency_key', '=', claim.key)
    .where('claimed_by', '=', claim.claimedBy)
    .execute();
}

/** Lets the key go: the call was refused or failed, so a repeat runs it again. */
export async function dropClaim(db: Kysely<Database>, claim: Claim): Promise<void> {
  await db
    .deleteFrom('idempotent_answers')
    .where('session_key', '=', claim.sessionKey)
    .where('idempotency_key', '=', claim.key)
    .where('claimed_by', '=', claim.claimedBy)
    .where('status', 'is', null)
    .execute();
}

/**
 * Drops answers past their day (a claim taken over reads the age itself, so this only keeps
 * the table small). Any process may run it, it is idempotent.
 */
export async function purgeOldIdempotentAnswers(db: Kysely<Database>): Promise<number> {
  const r = await db
    .deleteFrom('idempotent_answers')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEPT_ANSWER_HOURS}::int)`)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
