import { type Kysely, sql } from 'kysely';
import { searchWords } from '@shared/career/constants.ts';
import type { Language } from '@shared/constants.ts';
import type { SearchAnswer, SearchQuery } from '@shared/schemas/search.ts';
import { answerVersionSql, isKept, type KeptReads, keptAnswer } from '@server/db/answer-cache.ts';
import { datedText } from '@server/db/json-sql.ts';
import { PLANNED_PER_CALL } from '@server/db/prepared-statements.ts';
import type { Database } from '@server/db/schema.ts';
import type { Count, CountRow } from '@server/services/rate-limit.ts';
import { isLive, isStale } from '@server/services/sessions.ts';
import { visibleProjectIds } from '../planner/access.ts';
import { regionTitle } from '../regions/regions-service.ts';
import { headline, tsQuery, tsQueryInTitle } from './search-sql.ts';

type Db = Kysely<Database>;
type Query = ReturnType<typeof tsQuery>;
/** The words, and the words in a title (a task's and a post's vector weighs its title A). */
export type Queries = { all: Query; title: Query };

/**
 * What the search's shared part reads: published posts with their authors, the directory's
 * people with their regions, the career board's jobs with their posts and people. It is the
 * same for every reader of a language, so each process keeps it per words, language and limit
 * (server/db/answer-cache.ts) while none of these tables has changed, in a cache of its own:
 * people type many different words, which must not push the feed's or the catalog's answers out.
 */
export const SEARCH_READS: KeptReads = {
  scope: 'search',
  reads: ['posts', 'profiles', 'jobs', 'regions'],
  ownEntries: 1024,
};

/**
 * What a person's tasks in the search read: the projects they see (members, projects, spaces)
 * and the tasks. Kept per person, words and limit while none of these tables has changed, so a
 * person searching the same words again (the palette asks as one types, and again on each
 * open) is answered without planning and walking their projects; a task changed, a membership
 * lost, a project or space archived moves a version and the next search reads again
 * (tests/api/search.test.ts). Its version is read in the reader's own statement, at no extra
 * round trip. SEARCH_KEEP_TASKS=off (server/config.ts) reads the tasks on every search.
 */
export const SEARCH_TASK_READS: KeptReads = {
  scope: 'search.tasks',
  reads: ['members', 'projects', 'spaces', 'tasks'],
  ownEntries: 2048,
};

/**
 * The search's rate-limit count (server/http/enforce-rate-limit.ts pendingCount) runs inside the
 * search's first statement rather than before it: one round trip fewer on every search. A
 * refused search has then read only that statement's small part. Its part of a statement: its
 * data-modifying CTE, first in the statement's `with` list, and its rows as one JSON column.
 */
const countParts = (count?: Count) =>
  count?.sql
    ? {
        with: sql`${count.sql.with},`,
        rows: sql`(select coalesce(json_agg(c), '[]') from (${count.sql.rows}) c)`,
      }
    : { with: sql``, rows: sql`'[]'::json` };

const settle = (count: Count | undefined, rows: CountRow[] | string) =>
  count?.settle(typeof rows === 'string' ? (JSON.parse(rows) as CountRow[]) : rows);

/** A post as the shared part keeps it: with its place in the ranking, to merge the reader's drafts in. */
type RankedPost = SearchAnswer['posts'][number] & { rank: string };
interface Shared {
  posts: RankedPost[];
  people: SearchAnswer['people'];
  jobs: SearchAnswer['jobs'];
}

/**
 * Who searches, when signed in: their session (its hash, sessions.ts hashSessionId) and the
 * person the host knows it as. The reader's own statement reads the session itself and finds
 * nothing of theirs unless it is still live and still this person's.
 */
export interface SearchingSession {
  idHash: string;
  userId: number;
}

/** What the reader's own statement learnt of them, beside the answer. */
export interface SearchedAs {
  /** their saved language, null when none is saved */
  language: Language | null;
  /** the session's last_seen_at wants refreshing (sessions.ts touchIfStale) */
  stale: boolean;
}

export interface SearchOptions {
  keepTasks?: boolean;
  count?: Count;
  /**
   * The language of the answer's names (regions), from the person's saved one (or null: none,
   * or a visitor). Asked before the count is judged, so a refusal is written in it too.
   */
  language: (saved: Language | null) => Language;
}

/**
 * One search across what the reader may open: tasks of the projects they see
 * (as the planner shows them; none for a visitor), published posts and their own drafts, the directory's
 * people (profiles of type person, as `pro` lists them) and the career board's listed vacancies
 * and resumes. Each kind: title matches first, then the latest change; at most `limit`.
 *
 * A signed-in reader's own part is read in one statement on every call (readersOwnSql): their
 * session, the search's rate-limit count (`count`), their matching drafts and the kept answers'
 * versions; then their tasks, unless kept for them (SEARCH_TASK_READS). The shared part
 * (published posts, people, jobs) is a kept answer; drafts are merged into it here, never kept
 * in it. Answers undefined when `session` is not, or no longer, a live session of that person.
 */
export async function search(
  db: Db,
  session: SearchingSession | null,
  { q, limit }: Pick<SearchQuery, 'q' | 'limit'>,
  { keepTasks = true, count, language }: SearchOptions,
): Promise<{ text: string; as?: SearchedAs } | undefined> {
  const words = searchWords(q);
  if (session === null) {
    // Counted with the shared part's version: one statement before the answer, kept or not.
    const c = countParts(count);
    const { rows } = await sql<{
      version: string;
      counts: CountRow[] | string;
    }>`with ${c.with} shared as (select ${answerVersionSql(SEARCH_READS.reads)} as version)
      select shared.version, ${c.rows} as counts from shared`.execute(db);
    const lang = language(null);
    settle(count, rows[0]!.counts);
    if (words.length === 0) return { text: NOTHING };
    const shared = await sharedPart(db, words, limit, lang, rows[0]!.version);
    return { text: answerText('[]', shared.postsJson, shared.peopleJson, shared.jobsJson) };
  }
  const query: Queries = { all: tsQuery(words), title: tsQueryInTitle(words) };
  const tasksKey = `${session.userId} ${limit} ${words.join(' ')}`;
  // Tasks about to be read for the first time (none kept for these words): the projects the
  // reader sees come with their own part, so the tasks' statement, planned on every call, is
  // planned without them (half its planning). Kept but out of date: it reads them itself.
  const withProjects = words.length > 0 && !(keepTasks && isKept(db, SEARCH_TASK_READS, tasksKey));
  const own = await readersOwn(db, session, query, limit, count, withProjects);
  if (own === undefined) return undefined;
  const lang = language(own.as.language);
  settle(count, own.counts);
  const reader = own.profileId;
  if (words.length === 0) return { text: NOTHING, as: own.as };
  const readTasks = async () =>
    reader === null || own.projects?.length === 0
      ? '[]'
      : JSON.stringify(await findTasks(db, own.projects ?? reader, query, limit));
  const [tasks, shared] = await Promise.all([
    keepTasks
      ? keptAnswer(db, SEARCH_TASK_READS, tasksKey, readTasks, own.tasksVersion).then((kept) => kept.text)
      : readTasks(),
    sharedPart(db, words, limit, lang, own.version),
  ]);
  const posts =
    own.drafts.length === 0
      ? shared.postsJson
      : JSON.stringify(
          [...own.drafts, ...shared.posts]
            .sort((a, b) => (a.rank < b.rank ? 1 : a.rank > b.rank ? -1 : 0))
            .slice(0, limit)
            .map(unranked),
        );
  return { text: answerText(tasks, posts, shared.peopleJson, shared.jobsJson), as: own.as };
}

/**
 * The answer's JSON text from its parts' texts: the kept parts are spliced in as they were kept,
 * never parsed and written again on each search (tests/api/search.test.ts reads every answer
 * against the contract, as the host does outside production).
 */
const answerText = (tasks: string, posts: string, people: string, jobs: string) =>
  `{"tasks":${tasks},"posts":${posts},"people":${people},"jobs":${jobs}}`;

const NOTHING = answerText('[]', '[]', '[]', '[]');

const unranked = ({ rank: _rank, ...post }: RankedPost) => post;

/**
 * The shared part for these words (searchWords), kept under them, the language and the limit.
 * `version`: SEARCH_READS's version when the caller read it in its own statement.
 */
export async function sharedPart(db: Db, words: string[], limit: number, language: Language, version?: string) {
  const q: Queries = { all: tsQuery(words), title: tsQueryInTitle(words) };
  const kept = await keptAnswer(
    db,
    SEARCH_READS,
    `${language} ${limit} ${words.join(' ')}`,
    async () => {
      const [posts, people, jobs] = await Promise.all([
        findPosts(db, q, limit),
        findPeople(db, q.all, limit, language),
        findJobs(db, q.all, limit),
      ]);
      return JSON.stringify({ posts, people, jobs } satisfies Shared);
    },
    version,
  );
  return kept.derived((text) => {
    const shared = JSON.parse(text) as Shared;
    return {
      posts: shared.posts,
      postsJson: JSON.stringify(shared.posts.map(unranked)),
      peopleJson: JSON.stringify(shared.people),
      jobsJson: JSON.stringify(shared.jobs),
    };
  });
}

/**
 * A row's place in a kind's ranking as one text, greatest first: whether its title matched,
 * its last change, its id. Compared as text, so the reader's drafts merge into the kept posts.
 */
const rankText = (inTitle: ReturnType<typeof sql>, alias: string) =>
  sql<string>`(case when ${inTitle} then '1' else '0' end)
    || to_char(${sql.ref(`${alias}.updated_at`)} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')
    || lpad(${sql.ref(`${alias}.id`)}::text, 12, '0')`;

/**
 * The reader's own part, in one round trip: their session (still live, still this person's,
 * with their profile and saved language, as caller.ts findLiveSession reads it), the search's
 * rate-limit count, the shared part's and the kept tasks' versions (read beside it, so the kept
 * answers are checked at no extra cost) and their matching drafts. The projects they see are
 * read with their tasks, only when the kept tasks are out of date (tasksSql).
 * A person's drafts are few: read by the author's index first (a materialized CTE), then
 * matched, whichever plan the statement keeps.
 */
export function readersOwnSql(
  session: SearchingSession,
  q: Queries,
  limit: number,
  count?: Count,
  withProjects = false,
) {
  const c = countParts(count);
  return sql<{
    projects?: number[];
    found: boolean;
    profile_id: number | null;
    language: Language | null;
    stale: boolean | null;
    version: string;
    tasks_version: string;
    drafts: RankedPost[] | string;
    counts: CountRow[] | string;
  }>`
    with ${c.with} asked as (select ${q.all} as words, ${q.title} as in_title, ${limit}::int as top),
    me as materialized (
      ${OWN.me} and s.id_hash = ${session.idHash} and s.user_id = ${session.userId}::int and ${OWN.live}
    ) ${OWN.rest} ${withProjects ? OWN.projects : sql``} ${c.rows} as counts ${OWN.from}`;
}

/**
 * The reader's own statement but for its values, built once: Kysely builds a statement's tree
 * anew on every call, about 15 µs for this one, and the search runs it on every call. The words
 * and the limit come in through the `asked` row, so nothing below depends on them.
 */
const OWN = {
  me: sql`select p.id as profile_id, us.language, ${isStale('s')} as stale
      from sessions s
      left join profiles p on p.user_id = s.user_id
      left join user_settings us on us.user_id = s.user_id
      where s.is_auth`,
  live: isLive('s'),
  rest: sql`, mine as materialized (
      select po.id, po.profile_id, po.url, po.title, po.status, po.updated_at, po.search,
        coalesce(po.preview_text, '') || ' ' || coalesce(po.content_text, '') as body
      from posts po
      where po.profile_id = (select me.profile_id from me) and po.status = 'draft' and not po.is_archived
    ), found as (
      select m.*, m.search @@ a.in_title as in_title from mine m cross join asked a where m.search @@ a.words
    ), ranked as (
      select f.*, ${rankText(sql`f.in_title`, 'f')} as rank from found f order by rank desc
      limit (select a.top from asked a)
    )
    select exists (select from me) as found, me.profile_id, me.language, me.stale,
      ${answerVersionSql(SEARCH_READS.reads)} as version,
      ${answerVersionSql(SEARCH_TASK_READS.reads)} as tasks_version,
      (select coalesce(json_agg(json_build_object('id', r.id, 'url', r.url, 'title', r.title, 'status', r.status,
          'author', json_build_object('name', pr.name, 'username', pr.username),
          'highlight', ${headline(sql`a.words`, sql`r.in_title`, sql`r.title`, sql`trim(r.body)`)}, 'rank', r.rank)
        order by r.rank desc), '[]')
        from ranked r cross join asked a join profiles pr on pr.id = r.profile_id) as drafts,`,
  projects: sql`array(${visibleProjectIds(sql<number | null>`(select me.profile_id from me)`)}) as projects,`,
  from: sql`from (values (1)) one (x) left join me on true`,
};

async function readersOwn(
  db: Db,
  session: SearchingSession,
  q: Queries,
  limit: number,
  count: Count | undefined,
  withProjects: boolean,
) {
  const { rows } = await readersOwnSql(session, q, limit, count, withProjects).execute(db);
  const row = rows[0]!;
  if (!row.found) return undefined;
  const drafts = typeof row.drafts === 'string' ? (JSON.parse(row.drafts) as RankedPost[]) : row.drafts;
  return {
    profileId: row.profile_id,
    as: { language: row.language, stale: row.stale === true },
    counts: row.counts,
    version: row.version,
    tasksVersion: row.tasks_version,
    projects: row.projects,
    drafts,
  };
}

/**
 * The reader's tasks: the latest changed whose title holds the words, then, only when those are
 * fewer than `limit`, the latest whose text alone holds them, in the projects they see: `seen`,
 * the ids read with their own part, or their profile, whose projects are read here
 * (planner/access.ts visibleProjectIds, once). Each project is read on its own (a lateral
 * join), so the work is bounded by `limit` a project, however the install's other projects
 * were changed. Planned on every call with the words (PLANNED_PER_CALL): for a common word
 * PostgreSQL walks each project's tasks newest first (tasks_project_recent_idx, migration
 * 202611261200) and stops at `limit`; for a rare one it reads the few tasks holding it through
 * the text index. A plan made for "some word" read every task holding a common word, or every
 * task of the reader's projects for a rare one (tests/bench/search-bench.ts). The projects are
 * unnested from an array, which the planner counts as a few rows: read as the union itself, they
 * were estimated at every project of the reader's spaces, and a plan costed that high was
 * compiled by PostgreSQL's JIT, 40 ms a search.
 */
export function tasksSql(seen: number | number[], q: Queries, limit: number) {
  const newest = (match: ReturnType<typeof sql>, inTitle: boolean) => sql`
    select x.* from seen v cross join lateral (
      select t.id, ${sql.lit(inTitle)} as in_title, t.updated_at from tasks t
      where t.project_id = v.id and t.archived_at is null and ${match}
      order by t.updated_at desc, t.id desc
      limit ${limit}::int
    ) x`;
  return sql<{
    id: number;
    title: string;
    value_date: string | null;
    project_id: number;
    project_title: string;
    space_id: number;
    space_title: string;
    highlight: string;
  }>`${sql.raw(PLANNED_PER_CALL)}
    with seen as materialized (
      select unnest(${Array.isArray(seen) ? sql`${seen}::int[]` : sql`array(${visibleProjectIds(seen)})`}) as id
    ), titled as materialized (
      ${newest(sql`t.search @@ ${q.title}`, true)}
      order by x.updated_at desc, x.id desc
      limit ${limit}::int
    ), found as (
      select * from titled
      union all
      ${newest(sql`t.search @@ ${q.all} and not t.search @@ ${q.title}`, false)}
      where (select count(*) from titled) < ${limit}::int
    ), top as (
      select * from found order by in_title desc, updated_at desc, id desc limit ${limit}::int
    )
    select t.id, t.title, ${datedText('t.value_date', 't.value_date_day')} as value_date, p.id as project_id, p.title as project_title,
      s.id as space_id, s.title as space_title,
      ${headline(q.all, sql`f.in_title`, sql`t.title`, sql`coalesce(t.description, '')`)} as highlight
    from top f join tasks t on t.id = f.id join projects p on p.id = t.project_id join spaces s on s.id = p.space_id
    order by f.in_title desc, f.updated_at desc, f.id desc`;
}

export async function findTasks(db: Db, seen: number | number[], q: Queries, limit: number) {
  const { rows } = await tasksSql(seen, q, limit).execute(db);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    project: { id: r.project_id, title: r.project_title },
    space: { id: r.space_id, title: r.space_title },
    value_date: r.value_date,
    highlight: r.highlight,
  }));
}

/*
 * The shared part's reads run only when its kept answer is missing or out of date. Each is
 * planned with its words too (a common word is most of these smaller tables: read in full;
 * a rare one: through its text index).
 */

/** Published posts (a draft is its author's alone: readersOwnSql); archived posts are nobody's result. */
export function postsSql(q: Queries, limit: number) {
  return sql<RankedPost & { name: string; username: string }>`${sql.raw(PLANNED_PER_CALL)}
    with found as (
      select po.id, po.url, po.title, po.status, po.profile_id, po.updated_at,
        coalesce(po.preview_text, '') || ' ' || coalesce(po.content_text, '') as body, po.search @@ ${q.title} as in_title
      from posts po
      where not po.is_archived and po.status = 'published' and po.search @@ ${q.all}
      order by in_title desc, po.updated_at desc, po.id desc
      limit ${limit}::int
    )
    select f.id, f.url, f.title, f.status, pr.name, pr.username, ${rankText(sql`f.in_title`, 'f')} as rank,
      ${headline(q.all, sql`f.in_title`, sql`f.title`, sql`trim(f.body)`)} as highlight
    from found f join profiles pr on pr.id = f.profile_id
    order by f.in_title desc, f.updated_at desc, f.id desc`;
}

async function findPosts(db: Db, q: Queries, limit: number): Promise<RankedPost[]> {
  const { rows } = await postsSql(q, limit).execute(db);
  return rows.map(({ name, username, ...r }) => ({
    id: r.id,
    url: r.url,
    title: r.title,
    status: r.status,
    author: { name, username },
    highlight: r.highlight,
    rank: r.rank,
  }));
}

export function peopleSql(q: Query, limit: number, language: Language) {
  return sql<{
    id: number;
    name: string;
    username: string;
    avatar: string | null;
    region_id: number | null;
    region_code: string | null;
    region_title: string | null;
    highlight: string;
  }>`${sql.raw(PLANNED_PER_CALL)}
    with found as (
      select p.id, p.name, p.username, p.avatar, p.region_id, p.about, p.expertise, p.updated_at,
        p.name_search @@ ${q} as in_title
      from profiles p
      where p.type = 'person' and p.search @@ ${q}
      order by in_title desc, p.updated_at desc, p.id desc
      limit ${limit}::int
    )
    select f.id, f.name, f.username, f.avatar, r.id as region_id, r.code as region_code,
      ${regionTitle('r', language)} as region_title,
      ${headline(q, sql`f.in_title`, sql`f.name`, sql`trim(coalesce(f.expertise, '') || ' ' || coalesce(f.about, ''))`)} as highlight
    from found f left join regions r on r.id = f.region_id
    order by f.in_title desc, f.updated_at desc, f.id desc`;
}

async function findPeople(db: Db, q: Query, limit: number, language: Language) {
  const { rows } = await peopleSql(q, limit, language).execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    username: r.username,
    avatar: r.avatar,
    region: r.region_id === null ? null : { id: r.region_id, code: r.region_code ?? '', title: r.region_title ?? '' },
    highlight: r.highlight,
  }));
}

export function jobsSql(q: Query, limit: number) {
  return sql<{
    id: number;
    title: string;
    type: 'vacancy' | 'resume';
    post_url: string | null;
    username: string;
    highlight: string;
  }>`${sql.raw(PLANNED_PER_CALL)}
    with found as (
      select j.id, j.title, j.description, j.type, j.post_id, j.profile_id, j.updated_at,
        j.title_search @@ ${q} as in_title
      from jobs j
      where j.listed and j.search @@ ${q}
      order by in_title desc, j.updated_at desc, j.id desc
      limit ${limit}::int
    )
    select f.id, f.title, f.type, case when f.type = 'vacancy' then po.url end as post_url, pr.username,
      ${headline(q, sql`f.in_title`, sql`f.title`, sql`f.description`)} as highlight
    from found f join profiles pr on pr.id = f.profile_id left join posts po on po.id = f.post_id
    order by f.in_title desc, f.updated_at desc, f.id desc`;
}

async function findJobs(db: Db, q: Query, limit: number) {
  const { rows } = await jobsSql(q, limit).execute(db);
  return rows;
}
