import { describe, expect, it } from 'vitest';
import { seedDemoExperts } from '@server/demo/experts.ts';
import { seedDemoPeople } from '@server/demo/people.ts';
import { GENERATED_LAWYERS, seedDemoProfiles } from '@server/demo/profiles.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

describe('demo profiles', () => {
  it('gives the demo people full profiles and fills the directory with 200 more lawyers across regions, once', async () => {
    // The people and experts, then this seeder twice (the whole demo's other parts are the career and posts tests').
    await seedDemoPeople(t.db.db);
    await seedDemoExperts(t.db.db);
    await seedDemoProfiles(t.db.db);
    await seedDemoProfiles(t.db.db);
    const reader = await t.signIn('Демо Читатель');
    const anna = (
      await t.call('profile', { username: 'anna_smirnova', sessionId: reader.sessionId }, { method: 'GET' })
    ).body.profile;
    expect(anna).toMatchObject({
      region: { code: '77' },
      university: { short_name: 'МГУ', graduation_year: 2009 },
      level: 'golden',
      info: { city: 'Москва' },
    });
    expect(anna.info.contacts.telegram).toBe('anna_smirnova_law');
    expect(anna.info.professional_info.experience_years).toBe(15);
    expect(anna.cover).toMatch(/^\/demo\/covers\/\d\.webp$/);

    const lawyers: { username: string; region: { code: string } | null }[] = [];
    for (let page = 1, more = true; more; page++) {
      const r = await t.call('pro', { page }, { method: 'GET' });
      expect(r.status).toBe(200);
      lawyers.push(...r.body.lawyers);
      more = r.body.pagination.hasMore;
    }
    expect(lawyers.length).toBeGreaterThanOrEqual(GENERATED_LAWYERS + 14);
    expect(new Set(lawyers.map((l) => l.username)).size).toBe(lawyers.length);
    // One Анна Смирнова: no demo name is given twice.
    const names = (await t.db.db.selectFrom('profiles').select('name').where('is_demo', '=', true).execute()).map(
      (p) => p.name,
    );
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(new Set(lawyers.map((l) => l.region?.code).filter(Boolean)).size).toBeGreaterThanOrEqual(20);
    const spb = await t.call('pro', { region: '78' }, { method: 'GET' });
    expect(spb.body.lawyers.length).toBeGreaterThanOrEqual(10);
    expect(spb.body.lawyers.every((l: { region: { code: string } }) => l.region.code === '78')).toBe(true);
    const bankruptcy = await t.call('pro', { search: 'банкротство' }, { method: 'GET' });
    expect(bankruptcy.body.lawyers.length).toBeGreaterThanOrEqual(10);
  });
});
