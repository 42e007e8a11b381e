import { describe, expect, it } from 'vitest';
import { CATALOG_BLOCKS, isHttpLink } from '../../shared/catalog/constants.ts';
import type { CatalogAnswer, CatalogService } from '../../shared/schemas/catalog.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
const catalog = async (input: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.call<CatalogAnswer & { error?: string; code?: string }>('catalog', input, { method: 'GET', headers });
const titles = (services: CatalogService[]) => services.map((s) => s.title);

/** A service written straight into the table (as a careless operator's SQL would). */
async function addService(values: Record<string, unknown>) {
  const type = await t.db.db.selectFrom('catalog_service_types').select('id').orderBy('position').executeTakeFirstOrThrow();
  return t.db.db
    .insertInto('catalog_services')
    .values({ key: `test-${Math.random().toString(36).slice(2, 10)}`, title: 'Тестовая услуга', type_id: type.id, ...values } as never)
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
    expect(arbitr).toMatchObject({ website: 'https://my.arbitr.ru', region: null, type: { title: 'Суды и электронное правосудие' } });
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
    const type = await t.db.db.insertInto('catalog_service_types').values({ title: 'Скрытый раздел', position: 100 }).returning('id').executeTakeFirstOrThrow();
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
      website: null, icon: null, block_top: null, block1: { title: 'Сайт', link: 'https://example.org/ok' }, block2: null, block3: null,
      emails: ['office@example.org'], phone: '+7 (495) 000-00-00',
    });
  });
});

describe('catalog: answers kept while nothing changes', () => {
  it('shows any write at once: a service, a type or a region changed by hand', async () => {
    const first = await catalog({ search: 'Rusprofile' });
    expect(first.body).toEqual((await catalog({ search: 'rusprofile' })).body);
    await t.db.db.updateTable('catalog_services').set({ title: 'Rusprofile — справочник компаний' }).where('key', '=', 'rusprofile').execute();
    expect(titles((await catalog({ search: 'rusprofile' })).body.services)).toEqual(['Rusprofile — справочник компаний']);
    await t.db.db.updateTable('catalog_service_types').set({ title: 'Проверка компаний' }).where('title', '=', 'Проверка контрагентов').execute();
    expect((await catalog({ search: 'rusprofile' })).body.services[0].type.title).toBe('Проверка компаний');
    await t.db.db.updateTable('regions').set({ title: 'Город Москва' }).where('code', '=', '77').execute();
    expect((await catalog({ region: '77' })).body.regions.find((r) => r.code === '77')?.title).toBe('Город Москва');
    await t.db.db.updateTable('regions').set({ title: 'Москва' }).where('code', '=', '77').execute();
    await t.db.db.updateTable('catalog_service_types').set({ title: 'Проверка контрагентов' }).where('title', '=', 'Проверка компаний').execute();
    await t.db.db.updateTable('catalog_services').set({ title: 'Rusprofile' }).where('key', '=', 'rusprofile').execute();
  });
});

describe('catalog: search', () => {
  it('finds by title, about and services, in any case, in Russian and English, ё as е', async () => {
    expect(titles((await catalog({ search: 'МОЙ АРБИТР' })).body.services)).toContain('Мой арбитр');
    expect(titles((await catalog({ search: 'rusPROFILE' })).body.services)).toEqual(['Rusprofile']);
    // about: "Проверка залога автомобиля…"
    expect(titles((await catalog({ search: 'залога автомобиля' })).body.services)).toContain('Реестр уведомлений о залоге движимого имущества');
    // services: "…брачные договоры…" of a notary in Kazan; "Кремлевская" finds "Кремлёвская"
    expect(titles((await catalog({ search: 'кремлевская' })).body.services)).toEqual(['Нотариальная контора «Кремлёвская»']);
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
      expect(titles(r.body.services), search).toEqual(search === '%%' || search === '_%' ? [] : ['Скидка 50% на оценку']);
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
    const unknown = await catalog({ region: '00' });
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
