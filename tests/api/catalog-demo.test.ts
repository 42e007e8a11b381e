import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPlaceholderAddress } from '@shared/catalog/constants.ts';
import type { CatalogAnswer } from '@shared/schemas/catalog.ts';
import { ensureCatalog } from '@server/features/catalog/catalog-seed.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
const catalog = async (input: Record<string, unknown> = {}) =>
  (await t.call<CatalogAnswer>('catalog', input, { method: 'GET' })).body;

const titleOf = async (key: string) =>
  (await t.db.db.selectFrom('catalog_services').select('title').where('key', '=', key).executeTakeFirstOrThrow()).title;

describe("catalog: the seed's sample firms look like demo data, so nobody takes one for a real firm", () => {
  it('marks the sample firms as samples and nothing official, and their addresses are placeholders', async () => {
    const { services } = await catalog({ search: 'нотариус' });
    const samples = services.filter((s) => s.sample);
    expect(samples.map((s) => s.title)).toContain('Нотариус на Литейном');
    expect(services.find((s) => s.title === 'Федеральная нотариальная палата')?.sample).toBe(false);
    for (const s of samples) {
      expect(isPlaceholderAddress(s.website!), s.title).toBe(true);
      expect(s.emails.every(isPlaceholderAddress), s.title).toBe(true);
    }
  });

  it('brings its own sample rows up to date on an existing install, and leaves what an operator changed', async () => {
    // An install seeded by an older version: the sample as it was then (never imported since).
    await sql`update catalog_services set title = 'Старое название', updated_at = created_at
      where key = 'sample-notary-spb'`.execute(t.db.db);
    // An operator's import changed this sample (it moves updated_at on), and SQL changed an official row.
    await sql`update catalog_services set title = 'Нотариус Иванова', updated_at = created_at + interval '1 day'
      where key = 'sample-notary-kazan'`.execute(t.db.db);
    await sql`update catalog_services set title = 'Мой арбитр (зеркало)' where key = 'my-arbitr'`.execute(t.db.db);

    await ensureCatalog(t.db.db);

    expect(await titleOf('sample-notary-spb')).toBe('Нотариус на Литейном');
    expect(await titleOf('sample-notary-kazan')).toBe('Нотариус Иванова');
    expect(await titleOf('my-arbitr')).toBe('Мой арбитр (зеркало)');
    const { services } = await catalog({ search: 'Литейном' });
    expect(services.map((s) => s.title)).toEqual(['Нотариус на Литейном']);
  });
});
