import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { LoadOptions, LoadResult } from './run.ts';

/**
 * The service catalog's benchmark, against a production server on PostgreSQL: the
 * seeded starting set topped up to 2,000 visible services (12 types, texts and link blocks as long
 * as the seed's), then `catalog` with no filter, with a search and with a region, 50 connections,
 * each against /readyz measured just before it (answers kept while the catalog is unchanged), and
 * the median time of the first answer after a change. Loaded as a browser asks (gzip, which a kept
 * answer has made once) and as plain text. Prints the answer's size, plain and gzipped.
 */

interface Bench {
  baseUrl: string;
  anonKey: string;
  db: Kysely<any>;
  load: (o: LoadOptions) => Promise<LoadResult>;
  only?: string;
}

const SERVICES = 2_000;
const KINDS = [
  'Нотариальная контора',
  'Бюро переводов',
  'Оценочная компания',
  'Центр судебных экспертиз',
  'Коллегия адвокатов',
  'Патентное бюро',
  'Центр медиации',
  'Курьерская служба',
  'Удостоверяющий центр',
  'Архив документов',
];
const CODES = ['77', '78', '50', '16', '23', '52', '54', '61', '63', '66'];

export async function seed(db: Kysely<any>) {
  const have = await sql<{ n: number }>`select count(*)::int as n from catalog_services where not is_hidden`.execute(
    db,
  );
  const more = SERVICES - have.rows[0].n;
  await sql`insert into catalog_services (key, title, about, icon, type_id, region_id, position, website, services, phone, worktime, address, emails, block_top, block1, block2)
    select 'bench-' || g,
      (${KINDS}::text[])[1 + g % 10] || ' № ' || g,
      'Услуги для юристов и их клиентов: консультации, подготовка документов, сопровождение сделок и споров. Работаем с компаниями и частными лицами.',
      'briefcase',
      t.id,
      (select id from regions where code = (${CODES}::text[])[1 + g % 10]),
      1000 + g,
      'https://service-' || g || '.example',
      'Консультации, подготовка документов, выезд к клиенту, срочные заказы',
      '+7 (495) 0' || lpad((g % 100)::text, 2, '0') || '-00-' || lpad((g % 100)::text, 2, '0'),
      'Пн–Пт 9:00–18:00',
      'Москва, ул. Тверская, д. ' || (g % 100),
      array['info@service-' || g || '.example'],
      jsonb_build_object('title', 'Записаться', 'link', 'https://service-' || g || '.example/zapis'),
      jsonb_build_object('title', 'Цены', 'link', 'https://service-' || g || '.example/ceny'),
      case when g % 2 = 0 then jsonb_build_object('title', 'Отзывы', 'link', 'https://service-' || g || '.example/otzyvy') end
    from generate_series(1, ${more}) g
    join catalog_service_types t on t.position = g % 12`.execute(db);
  await sql`analyze catalog_services`.execute(db);
}

export async function catalogBench(b: Bench): Promise<Record<string, unknown>> {
  await seed(b.db);
  const headers = { authorization: `Bearer ${b.anonKey}` };
  // The type with the most visible services: its page 2 is what Load more asks.
  const big = await sql<{
    id: number;
    n: number;
  }>`select type_id as id, count(*)::int as n from catalog_services where not is_hidden group by type_id order by n desc limit 1`.execute(
    b.db,
  );
  const typeId = String(big.rows[0].id);
  const cases: Record<string, Record<string, string>> = {
    'no filter': {},
    'search "нотариальная"': { search: 'нотариальная' },
    'region 78': { region: '78' },
    'type page 2': { type: typeId, page: '2' },
  };
  const out: Record<string, unknown> = { plans: await plans(b.db, Number(typeId)) };
  for (const [name, q] of Object.entries(cases)) {
    if (b.only && !name.startsWith(b.only)) continue;
    const path = `/functions/v1/catalog?${new URLSearchParams(q)}`;
    const res = await fetch(`${b.baseUrl}${path}`, { headers });
    if (!res.ok) throw new Error(`catalog ${name}: ${res.status} ${await res.text()}`);
    const text = await res.text();
    const body = JSON.parse(text) as { services: unknown[]; serviceTypes: { count: number }[] };
    // A changed catalog: the first answer is read and serialised again (a statement writing no row moves the version on).
    const misses: number[] = [];
    for (let i = 0; i < 5; i++) {
      await sql`update catalog_services set position = position where false`.execute(b.db);
      const t0 = performance.now();
      await (await fetch(`${b.baseUrl}${path}`, { headers })).text();
      misses.push(performance.now() - t0);
    }
    misses.sort((x, y) => x - y);
    const readyz = await b.load({ title: 'readyz', path: '/readyz', connections: 50 });
    // As a browser asks (gzip: the kept answer's gzip is made once), and as a client that takes plain text.
    const r = await b.load({
      title: `catalog ${name}`,
      path,
      connections: 50,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const plain = await b.load({ title: `catalog ${name} plain`, path, connections: 50 });
    out[name] = {
      services: body.services.length,
      matching: body.serviceTypes.reduce((n, x) => n + x.count, 0),
      answerKB: Math.round(Buffer.byteLength(text) / 1024),
      gzippedKB: Math.round(gzipSync(text).length / 1024),
      firstAnswerAfterChangeMs: Math.round(misses[2]),
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      cpuUsPerRequest: r.cpuUsPerRequest,
      errors: r.errors,
      readyzRps: readyz.rps,
      vsReadyz: `${Math.round((r.rps / readyz.rps) * 100)}%`,
      target: '≥ 30% of /readyz',
      plainText: {
        rps: plain.rps,
        cpuUsPerRequest: plain.cpuUsPerRequest,
        vsReadyz: `${Math.round((plain.rps / readyz.rps) * 100)}%`,
      },
    };
  }
  return out;
}

/** The plans of the two page reads as the server runs them (the first page of every type; one type's page 2), one line each step. */
async function plans(db: Kysely<any>, typeId: number): Promise<Record<string, string[]>> {
  const explain = async (q: ReturnType<typeof sql>) =>
    (
      await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off, timing off, summary on) ${q}`.execute(db)
    ).rows.map((r) => r['QUERY PLAN']);
  return {
    firstPageOfEveryType:
      await explain(sql`select ranked.id from (select s.id, row_number() over (partition by s.type_id order by s.position, s.id) as rn
      from catalog_services s where s.is_hidden = false) ranked where ranked.rn <= 12`),
    typePage2: await explain(sql`select s.id from catalog_services s where s.is_hidden = false and s.type_id = ${typeId}
      order by s.position, s.id limit 12 offset 12`),
  };
}
