import autocannon from 'autocannon';
import { type Kysely, sql } from 'kysely';
import { searchWords } from '@shared/career/constants.ts';
import { createSession, hashSessionId } from '@server/services/sessions.ts';
import { cpuMicros, databaseCpuMicros } from './cpu.ts';

/**
 * The search: 100,000 tasks in 500 projects, 10,000 posts, 10,000 profiles and
 * 5,000 vacancies on PostgreSQL, seeded set-based. Signed-in people (members of 10 of the 500
 * projects: the search walks each project's tasks newest first for the common word and reads the
 * rare one through the text index) search a common word (in every task title, most posts and
 * vacancies) and a rare one (a few rows of each kind), as requests/s beside /readyz's rate in the
 * same run, with the plans of the service's statements. The shared part (posts, people, jobs) is
 * a kept answer after the first search of a word; the reader's own part is read every time, and
 * their tasks on their first search of a word, then kept for them while the tables they come from
 * stand (SEARCH_TASK_READS; SEARCH_KEEP_TASKS=off reads them every time, for a comparison). Each
 * searcher's first search of a word is a miss inside the measured seconds.
 *
 * The search allows a person 60 a minute, so the load goes round many people's
 * sessions, each well below that, and the counting is part of what is measured.
 */
interface Bench {
  baseUrl: string;
  anonKey: string;
  db: Kysely<any>;
  load: (o: {
    title: string;
    path: string;
    connections: number;
  }) => Promise<{ rps: number; cpuUsPerRequest: number; databaseCpuUsPerRequest: number }>;
  serverPid: number;
}

const TASKS = 100_000;
const PROJECTS = 500;
const POSTS = 10_000;
const PROFILES = 10_000;
const VACANCIES = 5_000;
/** people searching: 60 a minute each; 6 s at ~1,000 requests/s stays below */
const SEARCHERS = 300;
const PROJECTS_EACH = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const COMMON = 'договор';
const RARE = 'эстоппель';
/** the warm-up's word: in a quarter of the task titles, and not one of the measured words */
const WARM_UP = 'реестр';

export async function seedSearchBench(db: Kysely<any>) {
  const t0 = performance.now();
  const owner = await db
    .insertInto('profiles')
    .values({ name: 'Управляющий партнёр', username: 'search_owner' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const space = await db
    .insertInto('spaces')
    .values({ title: 'Бюро «Поиск»', created_by: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into projects (space_id, title, created_by)
    select ${space.id}::int, 'Дело № А40-' || g || '/2026', ${owner.id}::int from generate_series(1, ${PROJECTS}) g`.execute(
    db,
  );
  const first = (
    await sql<{ id: number }>`select min(id) as id from projects where space_id = ${space.id}::int`.execute(db)
  ).rows[0]!.id;
  // Every title holds the common word in one of its forms; one task in 10,000 the rare one.
  await sql`insert into tasks (project_id, title, description, created_by, updated_at)
    select ${first}::int + (g % ${PROJECTS}),
      (array['Проверить договор', 'Согласовать условия договора', 'Реестр договоров', 'Подписать договоры'])[1 + g % 4]
        || ' № ' || g || case when g % 10000 = 7 then ' (${sql.raw(RARE)})' else '' end,
      'Контрагент ООО «Ромашка-' || (g % 977) || '», срок по графику, исполнитель назначен',
      ${owner.id}::int, now() - (g % 5000) * interval '1 minute'
    from generate_series(1, ${TASKS}) g`.execute(db);

  // People: the directory's 10,000 (a few named for the rare word), and the searchers.
  await sql`insert into profiles (name, username, about)
    select (array['Анна','Игорь','Мария','Дмитрий','Елена'])[1 + g % 5] || ' ' ||
        (array['Смирнова','Волков','Кузнецова','Орлов','Петрова'])[1 + g % 5] || case when g % 2000 = 3 then ' ${sql.raw(RARE)}' else '' end,
      'lawyer_' || g, 'Практика: договорное право, споры, ' || (g % 50) || ' лет опыта'
    from generate_series(1, ${PROFILES}) g`.execute(db);
  const authors = (
    await sql<{ id: number }>`select id from profiles where username like 'lawyer_%' order by id limit 200`.execute(db)
  ).rows.map((r) => r.id);
  await sql`insert into posts (profile_id, title, preview_text, content_text, status, url)
    select (${authors}::int[])[1 + g % 200],
      case when g % 3 = 0 then 'Разбор договора поставки № ' || g else 'Новости практики № ' || g end
        || case when g % 2500 = 11 then ' ${sql.raw(RARE)}' else '' end,
      'Коротко о главном: договор, претензия, суд', 'Текст поста ' || g, 'published', 's' || g
    from generate_series(1, ${POSTS}) g`.execute(db);
  await sql`insert into jobs (type, post_id, profile_id, title, description)
    select 'vacancy', p.id, p.profile_id,
      'Юрист по договорной работе ' || p.id || case when p.id % 1000 = 5 then ' ${sql.raw(RARE)}' else '' end,
      'Сопровождение договоров, претензионная работа'
    from (select id, profile_id from posts order by id limit ${VACANCIES}) p`.execute(db);

  // The searchers: members of the space and of 10 projects each.
  await sql`insert into users (first_name, username) select 'Searcher', 'searcher_' || g from generate_series(1, ${SEARCHERS}) g`.execute(
    db,
  );
  await sql`insert into profiles (user_id, name, username)
    select id, 'Searcher ' || id, 'searcher_' || id from users where username like 'searcher_%'`.execute(db);
  await sql`insert into members (object_type, space_id, profile_id, role_id)
    select 'space', ${space.id}::int, id, 3 from profiles where username like 'searcher_%'`.execute(db);
  await sql`insert into members (object_type, space_id, project_id, profile_id, role_id)
    select 'project', ${space.id}::int, ${first}::int + ((p.id * 7 + k) % ${PROJECTS}), p.id, 3
    from profiles p cross join generate_series(0, ${PROJECTS_EACH - 1}) k where p.username like 'searcher_%'`.execute(
    db,
  );
  const users = (await sql<{ id: number }>`select id from users where username like 'searcher_%'`.execute(db)).rows;
  const sessions: string[] = [];
  for (const u of users) sessions.push(await createSession(db as never, { userId: u.id }));
  // VACUUM, not ANALYZE alone: rows inserted after a GIN index was built wait in its pending
  // list (all 10,000 posts here), which every search reads through row by row until a vacuum
  // moves them into the index. Autovacuum does that on a live install within a minute of such
  // a batch; the bench measures after it rather than racing it.
  await sql`vacuum analyze`.execute(db);
  const searcher = (await sql<{ id: number }>`select id from profiles where user_id = ${users[0]!.id}::int`.execute(db))
    .rows[0]!.id;
  return {
    sessions,
    seedSeconds: Math.round((performance.now() - t0) / 100) / 10,
    searcher,
    searcherSession: { idHash: hashSessionId(sessions[0]!), userId: users[0]!.id },
  };
}

export async function searchBench(b: Bench): Promise<Record<string, unknown>> {
  const { sessions, seedSeconds, searcher, searcherSession } = await seedSearchBench(b.db);
  const out: Record<string, unknown> = {
    seeded: {
      tasks: TASKS,
      projects: PROJECTS,
      posts: POSTS,
      profiles: PROFILES,
      vacancies: VACANCIES,
      seconds: seedSeconds,
    },
  };

  let n = 0;
  /** autocannon's options for searches of `q`, going round the searchers' sessions */
  const searchLoad = (q: string) => ({
    url: `${b.baseUrl}/functions/v1/search`,
    connections: 20,
    headers: { authorization: `Bearer ${b.anonKey}` },
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (req: { path?: string }) => ({
          ...req,
          path: `/functions/v1/search?${new URLSearchParams({ q, sessionId: sessions[n++ % sessions.length]! })}`,
        }),
      },
    ],
  });

  for (const [label, q] of [
    ['common word', COMMON],
    ['rare word', RARE],
  ] as const) {
    await sql`delete from rate_limits where bucket like 'search%'`.execute(b.db);
    const check = await fetch(
      `${b.baseUrl}/functions/v1/search?${new URLSearchParams({ q, sessionId: sessions[0]! })}`,
      {
        headers: { authorization: `Bearer ${b.anonKey}` },
      },
    );
    const answer = (await check.json()) as Record<string, unknown[]>;
    if (check.status !== 200) throw new Error(`search answered ${check.status}: ${JSON.stringify(answer)}`);
    const readyz = await b.load({ title: 'readyz', path: '/readyz', connections: 50 });
    // Warmed up as every call of the bench is (run.ts load): a second of searches, here for
    // another word, so the server's code is compiled and its sessions known, while the measured
    // words' kept answers are still to be made inside the measured seconds.
    await autocannon({ ...searchLoad(WARM_UP), duration: 1 });
    await sql`delete from rate_limits where bucket like 'search%'`.execute(b.db);
    const opts = searchLoad(q);
    const before = cpuMicros(b.serverPid);
    const dbBefore = databaseCpuMicros();
    const r = await autocannon({ ...opts, duration: SECONDS });
    const cpu = cpuMicros(b.serverPid) - before;
    const dbCpu = databaseCpuMicros() - dbBefore;
    const rps = Math.round(r.requests.average);
    out[`search "${q}" (${label}), signed in, 20 connections`] = {
      found: Object.fromEntries(Object.entries(answer).map(([k, v]) => [k, v.length])),
      rps,
      p50: r.latency.p50,
      p99: r.latency.p99,
      cpuUsPerRequest: Math.round(cpu / (r.requests.total || 1)),
      databaseCpuUsPerRequest: Math.round(dbCpu / (r.requests.total || 1)),
      errors: r.errors + r.non2xx,
      readyzRps: readyz.rps,
      readyzCpuUsPerRequest: readyz.cpuUsPerRequest,
      readyzDatabaseCpuUsPerRequest: readyz.databaseCpuUsPerRequest,
      vsReadyz: `${Math.round((rps / readyz.rps) * 100)}%`,
      target: '≥ 40% of /readyz',
    };
  }
  await sql`delete from rate_limits where bucket like 'search%'`.execute(b.db);

  // The plans of the reads, as the service sends them (server/features/search/search-service.ts):
  // the reader's own part on every search (with the projects they see when their tasks for the
  // words are not kept yet), their tasks planned with the words, and the shared part's three
  // reads, made again only when its kept answer is out of date.
  const plans: Record<string, string[]> = {};
  const { tsQuery, tsQueryInTitle } = await import('@server/features/search/search-sql.ts');
  const service = await import('@server/features/search/search-service.ts');
  for (const q of [COMMON, RARE]) {
    const words = searchWords(q);
    const query = { all: tsQuery(words), title: tsQueryInTitle(words) };
    const first = (await service.readersOwnSql(searcherSession, query, 5, undefined, true).execute(b.db)).rows[0]!;
    const reads = {
      'own part': service.readersOwnSql(searcherSession, query, 5),
      'own part, the words not kept yet': service.readersOwnSql(searcherSession, query, 5, undefined, true),
      'tasks, the words not kept yet': service.tasksSql(first.projects!, query, 5),
      'tasks, kept but out of date': service.tasksSql(searcher, query, 5),
      posts: service.postsSql(query, 5),
      people: service.peopleSql(query.all, 5, 'ru'),
      jobs: service.jobsSql(query.all, 5),
    };
    for (const [kind, read] of Object.entries(reads)) {
      const r = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off, timing on) ${read}`.execute(b.db);
      plans[`${kind} "${q}"`] = r.rows.map((row) => row['QUERY PLAN']);
    }
  }
  for (const [name, lines] of Object.entries(plans)) {
    console.log(`\n### plan: ${name}\n${lines.join('\n')}`);
    if (name.startsWith('tasks') && lines.some((l) => /Seq Scan on tasks/.test(l)))
      throw new Error(`${name}: a sequential scan of tasks`);
  }
  out.tasksReadThroughAnIndex = true;
  return out;
}
