import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { metricsOf } from '../metrics/metrics.ts';
import type { Database } from './schema.ts';

/**
 * Answers kept by each server process while the data they were read from stands, for the
 * public lists read far more than they change (the feed, the career board, the directory, a
 * quiz's results, the catalog). Each table they read has a version that moves on when a
 * transaction writing it commits (triggers of migration `202611261060_answer_versions_per_table`);
 * a kept answer names at its call site the tables it reads (`reads`) and is served only while
 * all their versions stand, so a request costs one small query, like /readyz, and every process
 * sees a write as soon as it commits (the version rows are read under the same MVCC rules as
 * the data). Writers of different tables never wait on one row. tests/api/kept-answers.test.ts
 * checks that every table an answer's statements read is declared, and has a version trigger.
 *
 * Read the version before making the answer: a write in between leaves the new answer under
 * the older version, where it is never served again (a miss, never a stale answer).
 */

/**
 * The tables with a version, as the migration's triggers move them. `quiz.rows` moves only when
 * a quiz is added or removed: the feed shows whether a post has one, not its submissions' count.
 */
export const VERSIONED_TABLES = [
  'catalog_service_types',
  'catalog_services',
  'events',
  'jobs',
  'members',
  'posts',
  'profile_university',
  'profiles',
  'projects',
  'property_options',
  'quiz',
  'quiz.rows',
  'quiz_results',
  'region_selected',
  'regions',
  'spaces',
  'tasks',
  'universities',
] as const;
export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/** A kept answer: the name its keys go under, and every table its statements read. */
export interface KeptReads {
  scope: string;
  reads: readonly VersionedTable[];
  /**
   * Keep this scope's answers in a cache of their own, of this many entries: for a scope with
   * many keys (the search's words), so they never push the other scopes' answers out.
   */
  ownEntries?: number;
}

const MAX_ENTRIES = 512;
const MAX_BYTES = 48 * 1024 * 1024;

interface Entry {
  version: string;
  body: string;
  /** The body gzipped, made the first time a client asks for it. */
  gzipped?: Buffer;
  /** The body's ETag, made the first time a client asks for it. */
  etag?: string;
  /** What KeptText.derived made of the body, the first time it was asked. */
  derived?: unknown;
}

/**
 * A kept answer's text, with its gzip made once and kept beside it. Browsers ask for gzip, and
 * for a big answer (the catalog's first page is ~150 KB) writing the bytes costs the server more
 * than finding them: the host (server/http/define-function.ts) sends the kept gzip as it is.
 */
export class KeptText {
  constructor(
    readonly text: string,
    private readonly entry: Entry,
  ) {}

  gzipped(): Buffer {
    return (this.entry.gzipped ??= gzipSync(this.entry.body));
  }

  /**
   * A value made of the text once and kept beside it, for a caller that answers parts of it
   * (the search splices its kept parts into its answer's text): one caller per scope, so one
   * kind of value per entry. Shared by every request it is served to: never change it.
   */
  derived<T>(make: (text: string) => T): T {
    return (this.entry.derived ??= make(this.entry.body)) as T;
  }

  /** A strong ETag of the text (a hash of it: the same text in every process has the same tag). */
  etag(): string {
    return (this.entry.etag ??= `"${createHash('sha256').update(this.entry.body).digest('base64url').slice(0, 32)}"`);
  }
}

/** A least-recently-used map of answers (lru-cache), bounded in entries and in bytes. */
export class AnswerCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Answers being made, by key and version: settled with the entry, or undefined when none was kept. */
  private readonly making = new Map<string, Promise<Entry | undefined>>();

  constructor(maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES) {
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: maxBytes,
      // A JS string's length counts UTF-16 units: near enough its memory (and its gzip's), and cheap.
      // An answer bigger than the whole cache is not kept, and pushes nothing out.
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  }

  get(key: string, version: string): Entry | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === version ? hit : undefined;
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
  }

  /** Whether an answer is kept under this key, at any version. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The answer a reader is making for this key and version, if one is. */
  pending(key: string, version: string): Promise<Entry | undefined> | undefined {
    return this.making.get(`${key}\n${version}`);
  }

  /** Marks the answer for this key and version as being made until `entry` settles (it never rejects). */
  makingUntil(key: string, version: string, entry: Promise<Entry | undefined>): void {
    const k = `${key}\n${version}`;
    this.making.set(k, entry);
    void entry.then(() => {
      if (this.making.get(k) === entry) this.making.delete(k);
    });
  }

  get size(): number {
    return this.entries.size;
  }
}

// One cache per database handle: test files, and a process with two databases, never share answers.
const caches = new WeakMap<object, AnswerCache>();
const ownCaches = new WeakMap<object, Map<string, AnswerCache>>();

/** This database handle's cache (`kept.ownEntries`: the scope's own). */
export function answerCacheOf(db: Kysely<Database>, kept?: KeptReads): AnswerCache {
  if (kept?.ownEntries) {
    let scopes = ownCaches.get(db);
    if (!scopes) ownCaches.set(db, (scopes = new Map()));
    let own = scopes.get(kept.scope);
    if (!own) scopes.set(kept.scope, (own = new AnswerCache(kept.ownEntries, MAX_BYTES / 8)));
    return own;
  }
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AnswerCache()));
  return cache;
}

/**
 * The current version of what `reads` names, as SQL, for a statement that reads it beside its
 * own work (a reader check): the tables' versions in one text. The tables are a parameter, so the
 * statement is prepared once per connection (server/db/prepared-statements.ts).
 */
export const answerVersionSql = (reads: readonly VersionedTable[]) =>
  sql<string>`(select string_agg(version::text, '.' order by scope) from answer_versions where scope = any(${[...reads]}::text[]))`;

/** Whether this process keeps an answer under `key`, current or not: a reader about to make one may read ahead. */
export function isKept(db: Kysely<Database>, kept: KeptReads, key: string): boolean {
  return answerCacheOf(db, kept).has(`${kept.scope}\n${key}`);
}

/**
 * The answer kept under `key` while what `kept` reads stands, else `make`'s, then kept.
 * `version`: answerVersionSql's value when the caller has already read it in its own statement.
 */
export async function keptAnswer(
  db: Kysely<Database>,
  kept: KeptReads,
  key: string,
  make: () => Promise<string>,
  version?: string,
): Promise<KeptText> {
  const answer = await keptWhenShared(db, kept, key, async () => ({ text: await make(), shared: true }), version);
  return answer as KeptText;
}

/**
 * Like keptAnswer, for an answer that is the same for every reader only sometimes (a published
 * post, where a draft is its author's alone): `make` says which, and only a shared answer is kept.
 *
 * Readers who miss the same answer at the same version at once wait for the first one's making
 * rather than each making it: after a write, a popular answer (the feed, a common word's search)
 * is read once, not once per reader of that moment. A waiter makes its own when the first one's
 * answer was that reader's alone, or failed.
 */
export async function keptWhenShared(
  db: Kysely<Database>,
  kept: KeptReads,
  key: string,
  make: () => Promise<{ text: string; shared: boolean }>,
  version?: string,
): Promise<KeptText | string> {
  const current =
    version ?? (await sql<{ v: string }>`select ${answerVersionSql(kept.reads)} as v`.execute(db)).rows[0].v;
  const cache = answerCacheOf(db, kept);
  const full = `${kept.scope}\n${key}`;
  const metrics = metricsOf(db);
  const hit = cache.get(full, current);
  if (hit !== undefined) {
    metrics?.keptAnswers.inc({ scope: kept.scope, result: 'hit' });
    return new KeptText(hit.body, hit);
  }
  const pending = cache.pending(full, current);
  if (pending) {
    const entry = await pending;
    if (entry) {
      metrics?.keptAnswers.inc({ scope: kept.scope, result: 'waited' });
      return new KeptText(entry.body, entry);
    }
  }
  metrics?.keptAnswers.inc({ scope: kept.scope, result: 'miss' });
  const making = make();
  const made = making.then(
    ({ text, shared }): Entry | undefined => (shared ? { version: current, body: text } : undefined),
    () => undefined,
  );
  if (!pending) cache.makingUntil(full, current, made);
  const { text } = await making;
  const entry = await made; // undefined: this reader's alone
  if (!entry) return text;
  cache.set(full, entry);
  return new KeptText(entry.body, entry);
}
