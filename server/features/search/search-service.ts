import { type Kysely, sql } from 'kysely';
import { searchWords } from '@shared/career/constants.ts';
import type { Language } from '@shared/constants.ts';
import type { SearchAnswer, SearchQuery } from '@shared/schemas/search.ts';
import type { Database } from '@server/db/schema.ts';
import { visibleProjectIds } from '../planner/access.ts';
import { regionTitle } from '../regions/regions-service.ts';
import { headline, tsQuery, tsQueryInTitle } from './search-sql.ts';

type Db = Kysely<Database>;

/**
 * One search (issue 36 §2) across what the reader may open: tasks of the projects they see
 * (spec planner §6; none for an anonymous reader), published posts and their own drafts, the
 * directory's people (profiles of type person, as `pro` lists them) and the career board's
 * listed vacancies and resumes. Each kind: title matches first, then the latest change; at most
 * `limit`. The four kinds are read at once, each on its text index.
 */
export async function search(
  db: Db,
  reader: number | null,
  { q, limit }: Pick<SearchQuery, 'q' | 'limit'>,
  language: Language,
): Promise<SearchAnswer> {
  const words = searchWords(q);
  if (words.length === 0) return { tasks: [], posts: [], people: [], jobs: [] };
  const query = { all: tsQuery(words), title: tsQueryInTitle(words) };
  const [tasks, posts, people, jobs] = await Promise.all([
    reader === null ? [] : findTasks(db, reader, query, limit),
    findPosts(db, reader, query, limit),
    findPeople(db, query.all, limit, language),
    findJobs(db, query.all, limit),
  ]);
  return { tasks, posts, people, jobs };
}

type Query = ReturnType<typeof tsQuery>;
/** The words, and the words in a title (a task's and a post's vector weighs its title A). */
type Queries = { all: Query; title: Query };

/**
 * The visible projects' ids as an array, not a join: PostgreSQL then weighs the project index
 * (a member's few projects) against the text index (a rare word) by their counts, where a
 * join let it read every task with a common word first (tests/bench/search-bench.ts).
 */
async function findTasks(db: Db, reader: number, q: Queries, limit: number) {
  const { rows } = await sql<{
    id: number;
    title: string;
    value_date: Date | null;
    project_id: number;
    project_title: string;
    space_id: number;
    space_title: string;
    highlight: string;
  }>`
    with found as (
      select t.id, t.title, t.description, t.value_date, t.project_id, t.updated_at, t.search @@ ${q.title} as in_title
      from tasks t
      where t.archived_at is null and t.project_id = any(array(${visibleProjectIds(reader)})) and t.search @@ ${q.all}
      order by in_title desc, t.updated_at desc, t.id desc
      limit ${limit}
    )
    select f.id, f.title, f.value_date, p.id as project_id, p.title as project_title,
      s.id as space_id, s.title as space_title,
      ${headline(q.all, sql`f.in_title`, sql`f.title`, sql`coalesce(f.description, '')`)} as highlight
    from found f join projects p on p.id = f.project_id join spaces s on s.id = p.space_id
    order by f.in_title desc, f.updated_at desc, f.id desc`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    project: { id: r.project_id, title: r.project_title },
    space: { id: r.space_id, title: r.space_title },
    value_date: r.value_date ? new Date(r.value_date).toISOString() : null,
    highlight: r.highlight,
  }));
}

async function findPosts(db: Db, reader: number | null, q: Queries, limit: number) {
  // A draft is its author's alone (posts-service.ts visibleTo); archived posts are nobody's result.
  const mine = reader === null ? sql`false` : sql`po.profile_id = ${reader}::int`;
  const { rows } = await sql<{
    id: number;
    url: string;
    title: string;
    status: 'draft' | 'published';
    name: string;
    username: string;
    highlight: string;
  }>`
    with found as (
      select po.id, po.url, po.title, po.status, po.profile_id, po.updated_at,
        coalesce(po.preview_text, '') || ' ' || coalesce(po.content_text, '') as body, po.search @@ ${q.title} as in_title
      from posts po
      where not po.is_archived and (po.status = 'published' or ${mine}) and po.search @@ ${q.all}
      order by in_title desc, po.updated_at desc, po.id desc
      limit ${limit}
    )
    select f.id, f.url, f.title, f.status, pr.name, pr.username,
      ${headline(q.all, sql`f.in_title`, sql`f.title`, sql`trim(f.body)`)} as highlight
    from found f join profiles pr on pr.id = f.profile_id
    order by f.in_title desc, f.updated_at desc, f.id desc`.execute(db);
  return rows.map(({ name, username, ...r }) => ({ ...r, author: { name, username } }));
}

async function findPeople(db: Db, q: Query, limit: number, language: Language) {
  const { rows } = await sql<{
    id: number;
    name: string;
    username: string;
    avatar: string | null;
    region_id: number | null;
    region_code: string | null;
    region_title: string | null;
    highlight: string;
  }>`
    with found as (
      select p.id, p.name, p.username, p.avatar, p.region_id, p.about, p.expertise, p.updated_at,
        p.name_search @@ ${q} as in_title
      from profiles p
      where p.type = 'person' and p.search @@ ${q}
      order by in_title desc, p.updated_at desc, p.id desc
      limit ${limit}
    )
    select f.id, f.name, f.username, f.avatar, r.id as region_id, r.code as region_code,
      ${regionTitle('r', language)} as region_title,
      ${headline(q, sql`f.in_title`, sql`f.name`, sql`trim(coalesce(f.expertise, '') || ' ' || coalesce(f.about, ''))`)} as highlight
    from found f left join regions r on r.id = f.region_id
    order by f.in_title desc, f.updated_at desc, f.id desc`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    username: r.username,
    avatar: r.avatar,
    region: r.region_id === null ? null : { id: r.region_id, code: r.region_code ?? '', title: r.region_title ?? '' },
    highlight: r.highlight,
  }));
}

async function findJobs(db: Db, q: Query, limit: number) {
  const { rows } = await sql<{
    id: number;
    title: string;
    type: 'vacancy' | 'resume';
    post_url: string | null;
    username: string;
    highlight: string;
  }>`
    with found as (
      select j.id, j.title, j.description, j.type, j.post_id, j.profile_id, j.updated_at,
        j.title_search @@ ${q} as in_title
      from jobs j
      where j.listed and j.search @@ ${q}
      order by in_title desc, j.updated_at desc, j.id desc
      limit ${limit}
    )
    select f.id, f.title, f.type, case when f.type = 'vacancy' then po.url end as post_url, pr.username,
      ${headline(q, sql`f.in_title`, sql`f.title`, sql`f.description`)} as highlight
    from found f join profiles pr on pr.id = f.profile_id left join posts po on po.id = f.post_id
    order by f.in_title desc, f.updated_at desc, f.id desc`.execute(db);
  return rows;
}
