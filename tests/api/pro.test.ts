import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp({ rateLimitFactor: 100 });
const pro = (q: Record<string, unknown> = {}) => t.call('pro', q, { method: 'GET' });
type Answer = {
  lawyers: {
    username: string;
    name: string;
    level: string | null;
    experienceYears: number | null;
    region: { code: string } | null;
    info: { city?: string; professional_info?: { education?: string } };
  }[];
  regions: { code: string }[];
  pagination: { page: number; hasMore: boolean };
};

// A directory of its own: 45 people in Kazan and Moscow, one firm (not a person).
const db = t.db.db;
await sql`delete from profiles where type = 'person'`.execute(db);
const kazan = (await db.selectFrom('regions').select('id').where('code', '=', '16').executeTakeFirstOrThrow()).id;
const moscow = (await db.selectFrom('regions').select('id').where('code', '=', '77').executeTakeFirstOrThrow()).id;
const ins = await db
  .insertInto('profiles')
  .values(
    Array.from({ length: 45 }, (_, i) => ({
      name: `Юрист ${String(i).padStart(2, '0')}`,
      username: `pro_lawyer_${i}`,
      level: i === 7 ? ('golden' as const) : i === 8 ? ('silver' as const) : null,
      expertise: i % 3 === 0 ? 'Банкротство физических лиц' : 'Семейное право',
      about: i === 10 ? 'Защита бизнеса в арбитражных судах' : null,
      info: JSON.stringify({
        city: i % 2 ? 'Казань' : 'Москва',
        professional_info: { education: 'КФУ', experience_years: i % 20, awards: null },
      }),
    })),
  )
  .returning(['id', 'username'])
  .execute();
await db
  .insertInto('region_selected')
  .values(ins.map((p, i) => ({ profile_id: p.id, type: 'profile', region_id: i % 2 ? kazan : moscow })))
  .execute();
await db
  .insertInto('profiles')
  .values({ name: 'ООО «Юрист»', username: 'firm_yurist', type: 'other', expertise: 'Банкротство' })
  .execute();

describe('pro', () => {
  it('lists people, golden level first, then by name, 20 a page with hasMore', async () => {
    const r = await pro();
    expect(r.status).toBe(200);
    const a = r.body as Answer;
    expect(a.lawyers).toHaveLength(20);
    expect(a.pagination).toEqual({ page: 1, hasMore: true });
    expect(a.lawyers.slice(0, 3).map((l) => l.name)).toEqual(['Юрист 07', 'Юрист 08', 'Юрист 00']);
    expect(a.lawyers[0]).toMatchObject({
      level: 'golden',
      experienceYears: 7,
      region: { code: '16' },
      info: { city: 'Казань', professional_info: { education: 'КФУ' } },
    });
    expect(a.regions.length).toBeGreaterThan(80);
    const last = (await pro({ page: 3 })).body as Answer;
    expect(last.lawyers).toHaveLength(5);
    expect(last.pagination).toEqual({ page: 3, hasMore: false });
    const all = [...a.lawyers, ...((await pro({ page: 2 })).body as Answer).lawyers, ...last.lawyers].map(
      (l) => l.username,
    );
    expect(new Set(all).size).toBe(45);
    expect(all).not.toContain('firm_yurist');
  });

  it('filters by region code and by name, username, about or expertise', async () => {
    const kz = (await pro({ region: '16' })).body as Answer;
    expect(kz.lawyers.every((l) => l.region?.code === '16')).toBe(true);
    expect(kz.pagination.hasMore).toBe(true);
    expect(((await pro({ region: '16', page: 2 })).body as Answer).lawyers).toHaveLength(2);
    expect(((await pro({ search: 'банкротству' })).body as Answer).lawyers).toHaveLength(15);
    expect(((await pro({ search: 'Юрист 44' })).body as Answer).lawyers.map((l) => l.name)).toEqual(['Юрист 44']);
    expect(((await pro({ search: 'pro_lawyer_44' })).body as Answer).lawyers.map((l) => l.username)).toEqual([
      'pro_lawyer_44',
    ]);
    expect(((await pro({ search: 'АРБИТРАЖНЫХ' })).body as Answer).lawyers.map((l) => l.username)).toEqual([
      'pro_lawyer_10',
    ]);
    expect(
      ((await pro({ search: 'банкрот', region: '77' })).body as Answer).lawyers.every((l) => l.region?.code === '77'),
    ).toBe(true);
    // What the reader types is words, never query syntax.
    expect((await pro({ search: "%' or 1=1 --" })).status).toBe(200);
    expect(((await pro({ search: '&|!():*' })).body as Answer).lawyers).toHaveLength(20);
    expect(((await pro({ region: '' })).body as Answer).lawyers).toHaveLength(20);
  });

  it('answers bad input with a clear 400', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ region: '999' }, /Unknown region/],
      [{ limit: 10_000 }, /.+/],
      [{ page: 0 }, /.+/],
      [{ page: 'x' }, /.+/],
      [{ search: 'a'.repeat(101) }, /.+/],
    ];
    for (const [q, message] of cases) {
      const r = await pro(q);
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(r.body.error).toMatch(message);
    }
    const ru = await t.call('pro', { region: '999' }, { method: 'GET', headers: { 'accept-language': 'ru' } });
    expect(ru.body.error).toBe('Неизвестный регион');
  });

  it('shows a region hidden or renamed in the very next answer, though the directory was kept', async () => {
    const regions = async (language = 'ru') => {
      const r = await t.call('pro', {}, { method: 'GET', headers: { 'accept-language': language } });
      return (r.body as { regions: { code: string; title: string }[] }).regions;
    };
    const kherson = async (language?: string) => (await regions(language)).find((r) => r.code === '95');
    // Both languages' answers and their regions are kept before the change.
    expect(await kherson()).toBeDefined();
    expect((await kherson('en'))?.title).toBe('Kherson Oblast');
    expect((await kherson('en'))?.title).toBe('Kherson Oblast');
    try {
      await db.updateTable('regions').set({ name_en: 'Kherson Region' }).where('code', '=', '95').execute();
      expect((await kherson('en'))?.title).toBe('Kherson Region');
      await db.updateTable('regions').set({ is_hidden: true }).where('code', '=', '95').execute();
      expect(await kherson()).toBeUndefined();
      expect(await kherson('en')).toBeUndefined();
      // A hidden region is no longer one to filter by.
      expect((await pro({ region: '95' })).status).toBe(400);
    } finally {
      await db
        .updateTable('regions')
        .set({ is_hidden: false, name_en: 'Kherson Oblast' })
        .where('code', '=', '95')
        .execute();
    }
    expect(await kherson()).toBeDefined();
    expect((await pro({ region: '95' })).status).toBe(200);
  });
});
