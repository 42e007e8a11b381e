import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createSession } from '@server/services/sessions.ts';

/**
 * The profiles' benchmark, against a production server on PostgreSQL: 10,000 people
 * across the regions (a fifth in Moscow), each with a region, most with a university and full
 * info, then `pro` with no filter, with a region and with a name search, page 1 and page 40; and
 * `profile` by username, anonymous and signed in; 50 connections, each against /readyz measured
 * just before it. Prints the plans of the directory's page pick, to show the indexes at work.
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

const PEOPLE = 10_000;
const FIRST = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил'];
const LAST = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
];
const PRACTICE = [
  'Банкротство',
  'Арбитражные споры',
  'Корпоративное право',
  'Налоговое право',
  'Трудовое право',
  'Семейное право',
  'Недвижимость',
  'Уголовное право',
  'Интеллектуальная собственность',
  'Госзакупки',
];

export async function seed(db: Kysely<any>) {
  await sql`insert into profiles (name, username, level, about, expertise, info)
    select (${FIRST}::text[])[1 + g % 10] || ' ' || (${LAST}::text[])[1 + (g / 10) % 10],
      'pro_bench_' || g,
      (array['golden', 'silver', 'bronze', null, null, null, null, null])[1 + g % 8],
      'Практикую ' || lower((${PRACTICE}::text[])[1 + (g / 7) % 10]) || ' с ' || (2000 + g % 24) || ' года, веду дела в судах всех инстанций.',
      (${PRACTICE}::text[])[1 + (g / 7) % 10],
      jsonb_build_object(
        'city', 'Город ' || (g % 85),
        'contacts', jsonb_build_object('phone', '+7 900 ' || lpad((g % 10000000)::text, 7, '0'), 'whatsapp', g % 2 = 0, 'telegram', 'pro_bench_' || g, 'website', null, 'email', 'pro' || g || '@example.ru'),
        'social_links', jsonb_build_array('https://vk.com/pro_bench_' || g),
        'personal_info', jsonb_build_object('birthday', null, 'more', null),
        'professional_info', jsonb_build_object('education', 'Юридический факультет', 'experience', 'Опыт в практике', 'experience_years', g % 30, 'awards', null))
    from generate_series(1, ${PEOPLE}) g`.execute(db);
  // A fifth in Moscow (77), the rest spread over the other regions.
  await sql`insert into region_selected (profile_id, type, region_id)
    select p.id, 'profile', case when p.id % 5 = 0 then (select id from regions where code = '77')
      else (select id from regions r order by r.id offset (p.id % 80) limit 1) end
    from profiles p where p.username like 'pro_bench_%'`.execute(db);
  await sql`insert into profile_university (profile_id, university_id, graduation_year)
    select p.id, (select id from universities u order by u.id offset (p.id % 30) limit 1), 2000 + p.id % 24
    from profiles p where p.username like 'pro_bench_%' and p.id % 4 <> 0`.execute(db);
  for (const t of ['profiles', 'region_selected', 'profile_university']) await sql`analyze ${sql.table(t)}`.execute(db);
}

export async function profilesBench(b: Bench): Promise<Record<string, unknown>> {
  await seed(b.db);
  const headers = { authorization: `Bearer ${b.anonKey}` };
  const check = async (path: string) => {
    const res = await fetch(`${b.baseUrl}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ lawyers?: unknown[]; pagination?: { hasMore: boolean } }>;
  };
  const out: Record<string, unknown> = { people: PEOPLE };
  const measure = async (name: string, path: string, target: string) => {
    const readyz = await b.load({ title: 'readyz', path: '/readyz', connections: 50 });
    const r = await b.load({ title: name, path, connections: 50 });
    out[name] = {
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      cpuUsPerRequest: r.cpuUsPerRequest,
      errors: r.errors,
      readyzRps: readyz.rps,
      vsReadyz: `${Math.round((r.rps / readyz.rps) * 100)}%`,
      target,
    };
  };

  const filters: Record<string, Record<string, string>> = {
    'no filter': {},
    'region 77': { region: '77' },
    'search "Смирнов"': { search: 'Смирнов' },
  };
  if (!b.only || b.only === 'pro') {
    for (const [name, f] of Object.entries(filters)) {
      for (const page of ['1', '40']) {
        const path = `/functions/v1/pro?${new URLSearchParams({ ...f, page })}`;
        const first = await check(path);
        if (!first.lawyers?.length) throw new Error(`pro ${name} page ${page} is empty: the seed is too small`);
        await measure(`pro ${name}, page ${page}`, path, '≥ 40% of /readyz; page 40 no slower');
      }
    }
  }
  if (!b.only || b.only === 'profile') {
    const user = await b.db
      .insertInto('users')
      .values({ first_name: 'Читатель', username: 'pro_bench_reader' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await b.db
      .insertInto('profiles')
      .values({ user_id: user.id, name: 'Читатель Бенча', username: 'pro_bench_reader' })
      .execute();
    const sessionId = await createSession(b.db as never, { userId: user.id });
    const anon = `/functions/v1/profile?${new URLSearchParams({ username: 'pro_bench_4321' })}`;
    await check(anon);
    await measure('profile by username (anonymous)', anon, '≥ 60% of /readyz');
    const signed = `/functions/v1/profile?${new URLSearchParams({ username: 'pro_bench_4321', sessionId })}`;
    await check(signed);
    await measure('profile by username (signed in: contacts)', signed, '≥ 60% of /readyz');
  }

  // The plans of the page pick (the part that grows): index scans, no sequential scan of profiles.
  const plans: Record<string, string[]> = {};
  for (const [name, where] of [
    ['no filter', sql``],
    ['region 77', sql`and p.region_id = (select id from regions where code = '77')`],
    ['search', sql`and p.search @@ to_tsquery('russian', 'смирнов:*')`],
  ] as const) {
    const r = await sql<{
      'QUERY PLAN': string;
    }>`explain select p.id from profiles p where p.type = 'person' ${where} order by p.pro_rank desc, p.name, p.id limit 21 offset 780`.execute(
      b.db,
    );
    plans[name] = r.rows
      .map((x) => x['QUERY PLAN'])
      .filter((l) => /Scan|Index|Sort|Bitmap|Join/.test(l))
      .map((l) => l.trim());
  }
  out.plans = plans;
  return out;
}
