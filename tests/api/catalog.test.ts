import { describe, expect, it } from 'vitest';
import { CATALOG_BLOCKS, CATALOG_LIMITS, isHttpLink } from '@shared/catalog/constants.ts';
import type { CatalogAnswer, CatalogService } from '@shared/schemas/catalog.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
// Read in Russian unless a test says otherwise: names are kept in each language, and the seeded Russian ones are compared as written.
const catalog = async (input: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.call<CatalogAnswer & { error?: string; code?: string }>('catalog', input, {
    method: 'GET',
    headers: { 'accept-language': 'ru', ...headers },
  });
const EN = { 'accept-language': 'en' };
const titles = (services: CatalogService[]) => services.map((s) => s.title);

/** A service written straight into the table (as a careless operator's SQL would). */
async function addService(values: Record<string, unknown>) {
  const type = await t.db.db
    .selectFrom('catalog_service_types')
    .select('id')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  return t.db.db
    .insertInto('catalog_services')
    .values({
      key: `test-${Math.random().toString(36).slice(2, 10)}`,
      title: 'Тестовая услуга',
      type_id: type.id,
      ...values,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('catalog: the seeded starting set', () => {
  it('answers 50 or more services grouped by type with their types and Russia’s regions, to anyone', async () => {
    const r = await catalog();
    expect(r.status).toBe(200);
    const { services, serviceTypes, regions } = r.body;
    expect(services.length).toBeGreaterThanOrEqual(50);
    expect(serviceTypes.length).toBeGreaterThanOrEqual(10);
    expect(regions.length).toBe(89);
    // Services come in their types' order, every type listed.
    const typeOrder = serviceTypes.map((x) => x.id);
    const seen = services.map((s) => typeOrder.indexOf(s.type.id));
    expect(seen.every((i) => i >= 0)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(services.map((s) => s.type.id)).size).toBe(serviceTypes.length);
    // Real kinds of service in Russian, some in a region, some for all of Russia.
    const arbitr = services.find((s) => s.title === 'Мой арбитр')!;
    expect(arbitr).toMatchObject({
      website: 'https://my.arbitr.ru',
      region: null,
      type: { title: 'Суды и электронное правосудие' },
    });
    expect(arbitr.block_top).toEqual({ title: 'Подать документы', link: 'https://my.arbitr.ru' });
    expect(services.some((s) => s.region?.code === '77')).toBe(true);
    expect(services.some((s) => s.region?.code === '78')).toBe(true);
    // Every link on a card is a web link.
    for (const s of services) {
      if (s.website) expect(isHttpLink(s.website), s.title).toBe(true);
      for (const b of CATALOG_BLOCKS) if (s[b]) expect(isHttpLink(s[b]!.link), `${s.title} ${b}`).toBe(true);
    }
  });
});

describe('catalog: what is shown', () => {
  it('leaves hidden services out, and a type with none visible', async () => {
    const type = await t.db.db
      .insertInto('catalog_service_types')
      .values({ title: 'Скрытый раздел', position: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addService({ title: 'Закрытая услуга', type_id: type.id, is_hidden: true });
    const r = await catalog();
    expect(titles(r.body.services)).not.toContain('Закрытая услуга');
    expect(r.body.serviceTypes.map((x) => x.title)).not.toContain('Скрытый раздел');

    await addService({ title: 'Открытая услуга', type_id: type.id });
    const again = await catalog();
    expect(titles(again.body.services)).toContain('Открытая услуга');
    expect(again.body.serviceTypes.at(-1)?.title).toBe('Скрытый раздел');
  });

  it('shows http(s) links only: a javascript: website, block or icon put in by SQL is left off the card', async () => {
    await addService({
      title: 'Услуга с опасными ссылками',
      website: 'javascript:alert(1)',
      icon: 'javascript:alert(1)',
      block_top: JSON.stringify({ title: 'Нажми', link: 'javascript:alert(1)' }),
      block1: JSON.stringify({ title: 'Сайт', link: 'https://example.org/ok' }),
      block2: JSON.stringify({ title: 'Данные', link: 'data:text/html,<script>alert(1)</script>' }),
      block3: JSON.stringify('not a block'),
      emails: ['office@example.org'],
      phone: '+7 (495) 000-00-00',
    });
    const card = (await catalog({ search: 'опасными' })).body.services;
    expect(card).toHaveLength(1);
    expect(card[0]).toMatchObject({
      website: null,
      icon: null,
      block_top: null,
      block1: { title: 'Сайт', link: 'https://example.org/ok' },
      block2: null,
      block3: null,
      emails: ['office@example.org'],
      phone: '+7 (495) 000-00-00',
    });
  });
});

describe('catalog: answers kept while nothing changes', () => {
  it('shows any write at once: a service, a type or a region changed by hand', async () => {
    const first = await catalog({ search: 'Rusprofile' });
    expect(first.body).toEqual((await catalog({ search: 'rusprofile' })).body);
    await t.db.db
      .updateTable('catalog_services')
      .set({ title: 'Rusprofile — справочник компаний' })
      .where('key', '=', 'rusprofile')
      .execute();
    expect(titles((await catalog({ search: 'rusprofile' })).body.services)).toEqual([
      'Rusprofile — справочник компаний',
    ]);
    await t.db.db
      .updateTable('catalog_service_types')
      .set({ title: 'Проверка компаний' })
      .where('title', '=', 'Проверка контрагентов')
      .execute();
    expect((await catalog({ search: 'rusprofile' })).body.services[0].type.title).toBe('Проверка компаний');
    await t.db.db.updateTable('regions').set({ title: 'Город Москва' }).where('code', '=', '77').execute();
    expect((await catalog({ region: '77' })).body.regions.find((r) => r.code === '77')?.title).toBe('Город Москва');
    await t.db.db.updateTable('regions').set({ title: 'Москва' }).where('code', '=', '77').execute();
    await t.db.db
      .updateTable('catalog_service_types')
      .set({ title: 'Проверка контрагентов' })
      .where('title', '=', 'Проверка компаний')
      .execute();
    await t.db.db
      .updateTable('catalog_services')
      .set({ title: 'Rusprofile' })
      .where('key', '=', 'rusprofile')
      .execute();
  });
});

describe('catalog: search', () => {
  it('finds by title, about and services, in any case, in Russian and English, ё as е', async () => {
    expect(titles((await catalog({ search: 'МОЙ АРБИТР' })).body.services)).toContain('Мой арбитр');
    expect(titles((await catalog({ search: 'rusPROFILE' })).body.services)).toEqual(['Rusprofile']);
    // about: "Проверка залога автомобиля…"
    expect(titles((await catalog({ search: 'залога автомобиля' })).body.services)).toContain(
      'Реестр уведомлений о залоге движимого имущества',
    );
    // services: "…брачные договоры…" of a notary in Kazan; "Кремлевская" finds "Кремлёвская"
    expect(titles((await catalog({ search: 'кремлевская' })).body.services)).toEqual([
      'Нотариальная контора «Кремлёвская»',
    ]);
    // every word must be found
    expect(titles((await catalog({ search: 'нотариус Литейном' })).body.services)).toEqual(['Нотариус на Литейном']);
    expect((await catalog({ search: 'нотариус марсианский' })).body.services).toEqual([]);
  });

  it('takes LIKE wildcards and backslashes as plain characters', async () => {
    await addService({ title: 'Скидка 50% на оценку', about: 'акция_весна' });
    expect(titles((await catalog({ search: '50%' })).body.services)).toEqual(['Скидка 50% на оценку']);
    expect(titles((await catalog({ search: 'акция_весна' })).body.services)).toEqual(['Скидка 50% на оценку']);
    // Only what holds the character itself: not every service, as a pattern would.
    for (const search of ['%', '_', '%%', '_%']) {
      const r = await catalog({ search });
      expect(r.status, search).toBe(200);
      expect(titles(r.body.services), search).toEqual(
        search === '%%' || search === '_%' ? [] : ['Скидка 50% на оценку'],
      );
    }
    for (const search of ['нотари_с', 'нотари%', '\\', '%\\%', "' or 1=1 --"]) {
      const r = await catalog({ search });
      expect(r.status, search).toBe(200);
      expect(r.body.services, search).toEqual([]);
    }
  });

  it('refuses a search of 5,000 characters with a clear 400', async () => {
    const r = await catalog({ search: 'а'.repeat(5000) });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/search/);
    expect(r.body.error).toMatch(/200/);
  });
});

describe('catalog: region', () => {
  it('keeps a region’s services and those for all of Russia', async () => {
    const all = (await catalog()).body.services;
    const moscow = (await catalog({ region: '77' })).body.services;
    expect(moscow.length).toBeLessThan(all.length);
    expect(moscow.every((s) => s.region === null || s.region.code === '77')).toBe(true);
    expect(titles(moscow)).toContain('Нотариальная контора на Ордынке');
    expect(titles(moscow)).toContain('Мой арбитр');
    expect(titles(moscow)).not.toContain('Нотариус на Литейном');
    // with a search too
    expect(titles((await catalog({ region: '78', search: 'нотариус' })).body.services)).toEqual(
      expect.arrayContaining(['Нотариус на Литейном']),
    );
    expect(titles((await catalog({ region: '78', search: 'Ордынке' })).body.services)).toEqual([]);
    // an empty region is every region
    expect((await catalog({ region: '' })).body.services.length).toBe(all.length);
  });

  it('answers an unknown or hidden region and a malformed code with 400 in the caller’s language', async () => {
    const unknown = await catalog({ region: '00' }, EN);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'region_not_found', error: 'Unknown region' });
    expect((await catalog({ region: '00' }, { 'accept-language': 'ru' })).body.error).toBe('Неизвестный регион');
    await t.db.db.updateTable('regions').set({ is_hidden: true }).where('code', '=', '95').execute();
    expect((await catalog({ region: '95' })).status).toBe(400);
    for (const region of ['abc', '7', '777', "77' or 1=1 --"]) {
      const r = await catalog({ region });
      expect(r.status, region).toBe(400);
      expect(r.body.error, region).toMatch(/region/);
    }
  });

  it('refuses a session id that is not one', async () => {
    expect((await catalog({ sessionId: 'x' })).status).toBe(400);
  });
});

describe('catalog: paged per type (12 of each type, then a type’s pages)', () => {
  const PER = CATALOG_LIMITS.perType;
  const ids = (services: CatalogService[]) => services.map((s) => s.id);
  let typeId: number;
  /** The type's visible services in the operators' order (position, then id), as the pages must give them. */
  let expected: { id: number; title: string; region: string | null }[];

  /** A type of its own with 30 services: positions with ties, one hidden, every third in Moscow, every other with "лупа". */
  async function addPagedType() {
    const type = await t.db.db
      .insertInto('catalog_service_types')
      .values({ title: 'Страничный раздел', position: 200 })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeId = type.id;
    const moscow = await t.db.db.selectFrom('regions').select('id').where('code', '=', '77').executeTakeFirstOrThrow();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      key: `paged-${i}`,
      title: `Услуга ${i}${i % 2 === 0 ? ' лупа' : ''}`,
      type_id: typeId,
      // Ties on position: the id decides (the order must be total, or pages would overlap).
      position: Math.floor((29 - i) / 3),
      region_id: i % 3 === 0 ? moscow.id : null,
      is_hidden: i === 7,
    }));
    await t.db.db
      .insertInto('catalog_services')
      .values(rows as never)
      .execute();
    const stored = await t.db.db
      .selectFrom('catalog_services as s')
      .leftJoin('regions as r', 'r.id', 's.region_id')
      .select(['s.id', 's.title', 'r.code as region'])
      .where('s.type_id', '=', typeId)
      .where('s.is_hidden', '=', false)
      .orderBy('s.position')
      .orderBy('s.id')
      .execute();
    expected = stored;
  }

  /** Every page of the type until an empty one, checking each page's size. */
  async function allPages(input: Record<string, unknown>, total: number) {
    const got: CatalogService[] = [];
    for (let page = 1; ; page++) {
      const r = await catalog({ ...input, type: typeId, page });
      expect(r.status, `page ${page}`).toBe(200);
      const want = Math.max(0, Math.min(PER, total - (page - 1) * PER));
      expect(r.body.services, `page ${page}`).toHaveLength(want);
      expect(r.body.services.every((s) => s.type.id === typeId)).toBe(true);
      got.push(...r.body.services);
      if (want === 0) return got;
    }
  }

  it('answers the first 12 of each type with every type’s count, in the types’ order, then the operators’', async () => {
    await addPagedType();
    const all = await catalog();
    expect(all.status).toBe(200);
    const { services, serviceTypes } = all.body;
    const byType = new Map<number, CatalogService[]>();
    for (const s of services) byType.set(s.type.id, [...(byType.get(s.type.id) ?? []), s]);
    // Each type's count is how many visible services it has (no search, no region).
    const stored = await t.db.db
      .selectFrom('catalog_services')
      .select(['type_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('is_hidden', '=', false)
      .groupBy('type_id')
      .execute();
    expect(Object.fromEntries(serviceTypes.map((x) => [x.id, x.count]))).toEqual(
      Object.fromEntries(stored.map((x) => [x.type_id, Number(x.n)])),
    );
    for (const type of serviceTypes)
      expect(byType.get(type.id)?.length ?? 0, type.title).toBe(Math.min(PER, type.count));
    // The seed's courts: 18 (and what the tests above added), of which 12 come first.
    const courts = serviceTypes.find((x) => x.title === 'Суды и электронное правосудие')!;
    expect(courts.count).toBeGreaterThanOrEqual(18);
    expect(byType.get(courts.id)).toHaveLength(12);
    // Ours: 29 visible, the first 12 in (position, id) order.
    expect(serviceTypes.find((x) => x.id === typeId)?.count).toBe(29);
    expect(ids(byType.get(typeId)!)).toEqual(expected.slice(0, PER).map((s) => s.id));
    const typeOrder = serviceTypes.map((x) => x.id);
    const seen = services.map((s) => typeOrder.indexOf(s.type.id));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // Each count is what the type's pages reach.
  });

  it('pages a type 12 at a time from page 1: no service twice, none missed, the last page short, past it none', async () => {
    const got = await allPages({}, 29);
    expect(ids(got)).toEqual(expected.map((s) => s.id));
    expect(new Set(ids(got)).size).toBe(29);
    expect(titles(got)).not.toContain('Услуга 7');
    // Page 1 of the type is the type's part of the answer without one; the other parts stay the same.
    const first = await catalog({ type: typeId, page: 1 });
    const plain = await catalog();
    expect(first.body.serviceTypes).toEqual(plain.body.serviceTypes);
    expect(first.body.regions).toEqual(plain.body.regions);
    expect((await catalog({ type: typeId })).body.services).toEqual(first.body.services);
    expect((await catalog({ type: typeId, page: 1000 })).body.services).toEqual([]);
  });

  it('pages the search and region together: the counts and the pages are of what matches', async () => {
    const match = (s: (typeof expected)[number], input: { search?: string; region?: string }) =>
      (!input.search || s.title.includes('лупа')) && (!input.region || s.region === null || s.region === input.region);
    for (const input of [
      { search: 'ЛУПА' },
      { region: '77' },
      { search: 'лупа', region: '77' },
      { search: 'лупа', region: '78' },
    ]) {
      const want = expected.filter((s) => match(s, input));
      const label = JSON.stringify(input);
      const r = await catalog(input);
      expect(r.body.serviceTypes.find((x) => x.id === typeId)?.count, label).toBe(want.length);
      expect(ids(r.body.services.filter((s) => s.type.id === typeId)), label).toEqual(
        want.slice(0, PER).map((s) => s.id),
      );
      expect(ids(await allPages(input, want.length)), label).toEqual(want.map((s) => s.id));
    }
    // A type with nothing matching keeps its place in serviceTypes with count 0, and no services.
    const none = await catalog({ search: 'Услуга 3 лупа' });
    expect(none.body.serviceTypes.find((x) => x.title === 'Суды и электронное правосудие')?.count).toBe(0);
    expect(none.body.services.every((s) => s.type.id === typeId)).toBe(true);
  });

  it('shows a service moved to the type at once, on the page its position puts it', async () => {
    await addService({ key: 'paged-late', title: 'Первая по порядку', type_id: typeId, position: -1 });
    const first = await catalog({ type: typeId, page: 1 });
    expect(first.body.services[0].title).toBe('Первая по порядку');
    expect(first.body.serviceTypes.find((x) => x.id === typeId)?.count).toBe(30);
    expect((await catalog({ type: typeId, page: 3 })).body.services).toHaveLength(6);
  });

  it('answers an unknown type with no services (not an error), the types and regions as ever', async () => {
    const r = await catalog({ type: 999_999 });
    expect(r.status).toBe(200);
    expect(r.body.services).toEqual([]);
    expect(r.body.serviceTypes).toEqual((await catalog()).body.serviceTypes);
    expect(r.body.regions).toEqual((await catalog()).body.regions);
  });

  it('refuses a malformed type or page with 400 in the caller’s language', async () => {
    for (const page of ['0', '-1', '1.5', 'x', '1e3', '1001']) {
      const r = await catalog({ type: typeId, page });
      expect(r.status, page).toBe(400);
      expect(r.body.error, page).toMatch(/^page: /);
    }
    expect((await catalog({ type: typeId, page: '0' }, EN)).body.error).toBe('page: must be a page number: 1, 2, 3…');
    expect((await catalog({ type: typeId, page: '0' }, { 'accept-language': 'ru' })).body.error).toBe(
      'page: должно быть номером страницы: 1, 2, 3…',
    );
    const noType = await catalog({ page: '2' }, EN);
    expect(noType.status).toBe(400);
    expect(noType.body.error).toBe('page: a page other than 1 needs a service type (type)');
    expect((await catalog({ page: '2' }, { 'accept-language': 'ru' })).body.error).toBe(
      'page: страница, кроме первой, запрашивается только для типа услуг (type)',
    );
    for (const type of ['0', '-3', 'abc', '1.5', '99999999999']) {
      const r = await catalog({ type });
      expect(r.status, type).toBe(400);
      expect(r.body.error, type).toMatch(/^type: /);
    }
    expect((await catalog({ type: 'abc' }, { 'accept-language': 'ru' })).body.error).toBe('type: должно быть числом');
  });
});
