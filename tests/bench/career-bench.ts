import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The career board's benchmark, against a production server on PostgreSQL: 5,000
 * vacancies on published posts and 2,000 resumes, then `career` jobs with no filter, with
 * workFormat=remote and a salary range, and with a text search; page 1 and page 40 (by number,
 * and by the keyset cursor Load more sends), 50 connections, each against /readyz measured
 * just before it. Prints each query's plan, to show the indexes at work.
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

const VACANCIES = 5_000;
const RESUMES = 2_000;
const WORDS = [
  'банкротство',
  'арбитраж',
  'налоги',
  'корпоративное право',
  'трудовое право',
  'комплаенс',
  'недвижимость',
  'интеллектуальная собственность',
  'договоры',
  'судебные споры',
];

export async function seed(db: Kysely<any>) {
  await sql`insert into profiles (name, username, type, info) select 'Работодатель ' || g, 'career_firm_' || g, 'other', '{"city":"Москва"}' from generate_series(1, 200) g`.execute(
    db,
  );
  await sql`insert into posts (profile_id, title, status, slug, url, created_at)
    select p.id, 'Вакансия ' || g, 'published', 'vakansiya-' || g, 'c' || g, now() - make_interval(mins => g * 7)
    from generate_series(1, ${VACANCIES}) g join profiles p on p.username = 'career_firm_' || (1 + g % 200)`.execute(
    db,
  );
  await sql`insert into jobs (type, post_id, profile_id, title, description, work_status, work_type, work_format, salary, created_at)
    select 'vacancy', po.id, po.profile_id,
      'Юрист: ' || (${WORDS}::text[])[1 + g % 10],
      'Ищем юриста в практику ' || (${WORDS}::text[])[1 + (g * 7) % 10] || '. Опыт от ' || (g % 6) || ' лет, работа с клиентами, подготовка документов.',
      array[(array['job','internship','partnership'])[1 + g % 3]], array[(array['full-time','part-time','project'])[1 + (g / 3) % 3]],
      array[(array['on-site','remote','hybrid'])[1 + (g / 9) % 3]],
      case when g % 4 = 0 then null
           when g % 4 = 1 then jsonb_build_object('amount', 50000 + (g % 50) * 5000, 'period', 'monthly', 'currency', 'RUB')
           else jsonb_build_object('range', jsonb_build_object('from', 60000 + (g % 40) * 5000, 'to', 120000 + (g % 40) * 5000), 'period', 'monthly', 'currency', 'RUB') end,
      po.created_at
    from generate_series(1, ${VACANCIES}) g join posts po on po.url = 'c' || g`.execute(db);
  await sql`insert into profiles (name, username, info) select 'Соискатель ' || g, 'seeker_' || g, '{"city":"Казань"}' from generate_series(1, ${RESUMES}) g`.execute(
    db,
  );
  await sql`insert into jobs (type, profile_id, title, description, work_format, salary, created_at)
    select 'resume', p.id, 'Юрист: ' || (${WORDS}::text[])[1 + g % 10], 'Опыт в ' || (${WORDS}::text[])[1 + (g * 3) % 10], array['remote'],
      jsonb_build_object('amount', 80000 + (g % 30) * 5000, 'period', 'monthly', 'currency', 'RUB'), now() - make_interval(mins => g * 11)
    from generate_series(1, ${RESUMES}) g join profiles p on p.username = 'seeker_' || g`.execute(db);
  await sql`analyze jobs`.execute(db);
  await sql`analyze posts`.execute(db);
  await sql`analyze profiles`.execute(db);
}

export async function careerBench(b: Bench): Promise<Record<string, unknown>> {
  await seed(b.db);
  const headers = { authorization: `Bearer ${b.anonKey}` };
  const list = async (q: Record<string, string>) => {
    const res = await fetch(`${b.baseUrl}/functions/v1/career?${new URLSearchParams(q)}`, { headers });
    if (!res.ok) throw new Error(`career ${JSON.stringify(q)}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { jobs: { id: number }[]; pagination: { hasMore: boolean } };
  };
  const filters: Record<string, Record<string, string>> = {
    'no filter': {},
    'remote + salary 100,000–150,000 RUB': {
      workFormat: 'remote',
      salaryFrom: '100000',
      salaryTo: '150000',
      salaryCurrency: 'RUB',
    },
    'search "банкротств"': { search: 'банкротств' },
  };
  const out: Record<string, unknown> = { vacancies: VACANCIES, resumes: RESUMES };
  for (const [name, f] of Object.entries(filters)) {
    if (b.only && !name.startsWith(b.only)) continue;
    const p39 = await list({ tab: 'jobs', page: '39', ...f });
    const after = p39.jobs.at(-1)?.id;
    const cases: [string, Record<string, string>][] = [
      ['page 1', { page: '1' }],
      ['page 40 (by number)', { page: '40' }],
    ];
    if (after) cases.push(['page 40 (keyset)', { after: String(after) }]);
    for (const [label, q] of cases) {
      const readyz = await b.load({ title: 'readyz', path: '/readyz', connections: 50 });
      const r = await b.load({
        title: `${name} ${label}`,
        path: `/functions/v1/career?${new URLSearchParams({ tab: 'jobs', ...f, ...q })}`,
        connections: 50,
      });
      out[`${name}, ${label}`] = {
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        cpuUsPerRequest: r.cpuUsPerRequest,
        errors: r.errors,
        readyzRps: readyz.rps,
        vsReadyz: `${Math.round((r.rps / readyz.rps) * 100)}%`,
        target: '≥ 40% of /readyz; page 40 no slower',
      };
    }
  }
  // The plans of the page pick (the part that grows), page 1 and page 40, with their times. A
  // filter matching fewer rows than page 40's offset reads all its matches: on 7,000 jobs
  // PostgreSQL may find a sequential scan cheaper for that, and says so here.
  const plans: Record<string, string[]> = {};
  for (const [name, where] of [
    ['no filter', sql``],
    [
      'remote + salary',
      sql`and work_format && '{remote}'::text[] and salary_currency in ('RUB') and salary_max >= 100000 and salary_min <= 150000`,
    ],
    ['search', sql`and search @@ to_tsquery('russian', 'банкротств:*')`],
  ] as const) {
    for (const [page, offset] of [
      ['page 1', 0],
      ['page 40', 780],
    ] as const) {
      const r = await sql<{
        'QUERY PLAN': string;
      }>`explain analyze select id from jobs where listed and type = 'vacancy' ${where} order by created_at desc, id desc limit 21 offset ${sql.lit(offset)}`.execute(
        b.db,
      );
      plans[`${name}, ${page}`] = r.rows
        .map((x) => x['QUERY PLAN'])
        .filter((l) => /Scan|Index|Sort|Bitmap|Execution Time/.test(l))
        .map((l) => l.trim().replace(/ \(cost=[^)]*\)/, ''));
    }
  }
  out.plans = plans;
  return out;
}
