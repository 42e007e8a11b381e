import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createSession } from '@server/services/sessions.ts';

/**
 * The posts benchmarks, run by tests/bench/run.ts against a production server on
 * PostgreSQL: 10,000 published posts by 500 authors (all allowed on the feed), then at 50
 * connections the feed's page 1, page 50 by number (indexed offset), page 50 by the keyset
 * cursor the app sends while scrolling, and one post by url, each against /readyz measured
 * right before it (the machine is shared: the ceiling drifts within a run).
 */

interface LoadOptions {
  title: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  connections: number;
  seconds?: number;
}
interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  cpuUsPerRequest: number;
  errors?: number;
}
interface Bench {
  baseUrl: string;
  anonKey: string;
  db: Kysely<any>;
  load: (o: LoadOptions) => Promise<LoadResult>;
  only?: string;
}

const AUTHORS = 500;
const POSTS = 10_000;

const PARAGRAPH =
  'Верховный суд разъяснил порядок взыскания неустойки по договорам подряда: суды должны учитывать баланс интересов сторон и реальные последствия нарушения. ';

async function seed(db: Kysely<any>) {
  const started = Date.now();
  await sql`insert into profiles (name, username, permissions, level)
    select 'Автор ' || g, 'bench_author_' || g, '{home_feed_post}', (array['bronze','silver','golden'])[1 + g % 3]
    from generate_series(1, ${AUTHORS}) g`.execute(db);
  // Spread over a year, every author with 20 posts, a realistic preview and ~2 KB of content.
  await sql`insert into posts (profile_id, title, preview, content, status, slug, url, created_at, updated_at)
    select p.id, 'Пост ' || g, jsonb_build_object('content', left(${PARAGRAPH}, 180)),
      jsonb_build_object('content', repeat(${PARAGRAPH}, 12)), 'published', 'post-' || g, 'b' || g,
      now() - make_interval(mins => g * 53), now() - make_interval(mins => g * 53)
    from generate_series(1, ${POSTS}) g
    join lateral (select id from profiles where username = 'bench_author_' || (1 + g % ${AUTHORS})) p on true`.execute(
    db,
  );
  await sql`analyze posts`.execute(db);
  await sql`analyze profiles`.execute(db);
  const reader = await db
    .insertInto('users')
    .values({ first_name: 'Reader', username: 'feed_reader' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ user_id: reader.id, name: 'Читатель', username: 'feed_reader' }).execute();
  const sessionId = await createSession(db as never, { userId: reader.id });
  return { sessionId, seedMs: Date.now() - started };
}

export async function postsBench(b: Bench): Promise<Record<string, unknown>> {
  const { sessionId, seedMs } = await seed(b.db);
  const get = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams({
      sessionId,
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    const res = await fetch(`${b.baseUrl}/functions/v1/posts?${qs}`, {
      headers: { authorization: `Bearer ${b.anonKey}` },
    });
    if (!res.ok) throw new Error(`posts ${qs}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ posts: { id: number; url: string }[] }>;
  };
  // The keyset cursor of page 50: the last post of page 49.
  const page49 = await get({ action: 'feed', page: 49 });
  const after = page49.posts.at(-1)!.id;
  const some = (await get({ action: 'feed', page: 20 })).posts[3].url;
  const bytesPage1 = JSON.stringify(await get({ action: 'feed', page: 1 })).length;

  const cases = [
    { name: 'feed page 1', query: { action: 'feed', page: 1 }, target: '≥ 50% of /readyz' },
    {
      name: 'feed page 50 (by number)',
      query: { action: 'feed', page: 50 },
      target: '≥ 50% of /readyz, no slower than page 1',
    },
    {
      name: 'feed page 50 (keyset, as the app scrolls)',
      query: { action: 'feed', after },
      target: '≥ 50% of /readyz, no slower than page 1',
    },
    { name: 'get by url', query: { action: 'get', url: some }, target: '≥ 60% of /readyz' },
  ];
  const wanted = b.only ? cases.filter((c) => c.name.startsWith(b.only!)) : cases;
  const results: Record<string, unknown> = { authors: AUTHORS, posts: POSTS, seedMs, page1AnswerBytes: bytesPage1 };
  for (const c of wanted) {
    const readyz = await b.load({ title: 'readyz', path: '/readyz', connections: 50 });
    const path = `/functions/v1/posts?${new URLSearchParams({ sessionId, ...Object.fromEntries(Object.entries(c.query).map(([k, v]) => [k, String(v)])) })}`;
    const r = await b.load({ title: c.name, path, connections: 50 });
    results[c.name] = {
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      cpuUsPerRequest: r.cpuUsPerRequest,
      errors: r.errors,
      readyzRps: readyz.rps,
      vsReadyz: `${Math.round((r.rps / readyz.rps) * 100)}%`,
      target: c.target,
    };
  }
  return results;
}
