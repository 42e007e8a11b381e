import type { Kysely } from 'kysely';

/** How many signed-in sessions each process remembers; past it, the oldest is forgotten first. */
export const KNOWN_SESSIONS = 10_000;

/**
 * The person each signed-in session was last read as, in this process, per database. A session
 * belongs to one person for its whole life (sessions.ts: a sign-in makes a new session, a
 * sign-out deletes it; no call moves a session to another person), so a reader may take this as
 * a guess and check it in its own statement (the session still live, still this person's: the
 * search, features/search/search-service.ts readersOwnSql) instead of reading the session in a
 * round trip of its own. A wrong or outdated guess costs a second statement, never an answer
 * meant for someone else. Keyed by the session's hash (sessions.ts hashSessionId), as stored.
 */
export class KnownSessions {
  private readonly users = new Map<string, number>();

  constructor(private readonly max = KNOWN_SESSIONS) {}

  userOf(idHash: string): number | undefined {
    return this.users.get(idHash);
  }

  remember(idHash: string, userId: number): void {
    if (this.users.get(idHash) === userId) return;
    this.users.delete(idHash);
    if (this.users.size >= this.max) this.users.delete(this.users.keys().next().value!);
    this.users.set(idHash, userId);
  }

  forget(idHash: string): void {
    this.users.delete(idHash);
  }

  get size(): number {
    return this.users.size;
  }
}

const perDatabase = new WeakMap<Kysely<never>, KnownSessions>();

/** The sessions known for this database (tests run several databases in one process). */
export function knownSessions(db: Kysely<any>): KnownSessions {
  let known = perDatabase.get(db as Kysely<never>);
  if (!known) perDatabase.set(db as Kysely<never>, (known = new KnownSessions()));
  return known;
}
