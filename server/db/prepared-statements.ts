import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * Kysely sends every query as an unnamed statement, so PostgreSQL parses and plans it on every
 * call. For the short reads that make up most traffic that is most of their cost: the feed's
 * page costs PostgreSQL ~3× the CPU unnamed as prepared, a post by url ~4× (measured with
 * pgbench). This pool names each statement after its text, so each connection parses
 * it once and PostgreSQL may keep its plan.
 *
 * Only what can be a prepared statement is named: one SELECT, INSERT, UPDATE, DELETE or WITH
 * with parameters (a text without parameters goes by the simple protocol, which allows several
 * statements, as migrations send). The number of distinct texts is capped, so a query built
 * with a varying shape (an IN list of any length) cannot grow every connection without bound:
 * past the cap, texts not yet named run unnamed as before.
 *
 * A named statement may run on a generic plan, made without its parameters' values. So what the
 * planner must know to plan at all is written as a literal (`sql.lit`), never a parameter: the
 * predicate of an ON CONFLICT on a partial unique index (`where type = 'resume'`), and, for
 * speed, the predicate of a partial index a read relies on (`in_feed`, `listed`, `not is_archived`).
 */
export const MAX_NAMED_STATEMENTS = 1000;

/**
 * A statement that opens with this comment is never named: PostgreSQL plans it on every call
 * with its parameters' values. For a read whose best index depends on a value a generic plan
 * cannot see: the search's words (server/features/search/search-service.ts), where a common
 * word is read newest first and a rare one through the text index. A generic plan, made for
 * "some word", read every task holding the common word through the text index, 100 ms
 * a search instead of 0.3 ms (tests/bench/search-bench.ts). Planning costs about 0.2 ms.
 */
export const PLANNED_PER_CALL = '/* planned per call */';

const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
const names = new Map<string, string>();

export function statementName(text: string, parameterCount: number): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (text.startsWith(PLANNED_PER_CALL)) return undefined;
  if (parameterCount === 0 || names.size >= MAX_NAMED_STATEMENTS || !PREPARABLE.test(text) || text.includes(';'))
    return undefined;
  const name = `k${names.size + 1}`;
  names.set(text, name);
  return name;
}

interface PgClient {
  processID?: number;
  query(config: unknown, values?: unknown): Promise<never> & never;
  release(destroy?: boolean): void;
}

/** The pool Kysely reads from, with its clients' queries named as above (one wrapper per pg client, as Kysely keys its connections by client). */
export function preparingPool(pool: {
  options: object;
  Client?: PostgresPool['Client'];
  end(): Promise<void>;
  connect(): Promise<PgClient>;
}): PostgresPool {
  const wrappers = new WeakMap<PgClient, PostgresPoolClient>();
  const wrap = (client: PgClient): PostgresPoolClient => ({
    get processID() {
      return client.processID;
    },
    release: (destroy?: boolean) => client.release(destroy),
    query: ((text: unknown, values?: readonly unknown[]) => {
      // A cursor (a stream) passes through untouched.
      if (typeof text !== 'string' || !Array.isArray(values)) return client.query(text, values);
      const name = statementName(text, values.length);
      return client.query(name ? { name, text, values } : { text, values });
    }) as PostgresPoolClient['query'],
  });
  return {
    options: pool.options,
    Client: pool.Client, // Kysely cancels a query through a client of its own
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
  };
}
