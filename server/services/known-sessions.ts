import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';

/** How many signed-in sessions each process remembers; past it, the least recently used goes. */
export const KNOWN_SESSIONS = 10_000;

/**
 * The person each signed-in session was last read as, in this process, per database: session
 * hash (sessions.ts hashSessionId, as stored) to user id. A session belongs to one person for its
 * whole life (sessions.ts: a sign-in makes a new session, a sign-out deletes it; no call moves a
 * session to another person), so a reader may take this as a guess and check it in its own
 * statement (the session still live, still this person's: the search,
 * features/search/search-service.ts readersOwnSql) instead of reading the session in a round trip
 * of its own. A wrong or outdated guess costs a second statement, never an answer meant for
 * someone else. Tests run several databases in one process, hence one map per database.
 */
export function knownSessions(db: Kysely<any>): LRUCache<string, number> {
  let known = perDatabase.get(db as Kysely<never>);
  if (!known) perDatabase.set(db as Kysely<never>, (known = new LRUCache({ max: KNOWN_SESSIONS })));
  return known;
}

const perDatabase = new WeakMap<Kysely<never>, LRUCache<string, number>>();
