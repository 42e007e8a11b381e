import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp({ rateLimitFactor: 100 });
const get = (input: Record<string, unknown>) => t.call('profile', input, { method: 'GET' });
const anna = await t.signIn('Анна Контактова');
const reader = await t.signIn('Читатель Профиля');
const msu = (
  (await t.call('universities', {}, { method: 'GET' })).body.universities as { id: number; short_name: string }[]
).find((u) => u.short_name === 'МГУ')!;
const moscow = ((await t.call('regions', {}, { method: 'GET' })).body.regions as { id: number; code: string }[]).find(
  (r) => r.code === '77',
)!;
await t.db.db.updateTable('profiles').set({ level: 'golden' }).where('id', '=', anna.profileId).execute();
const saved = await t.call('profile-edit', {
  sessionId: anna.sessionId,
  profileId: anna.profileId,
  profileData: {
    about: 'Арбитражные споры',
    region_id: moscow.id,
    info: {
      city: 'Москва',
      contacts: { phone: '+7 495 123-45-67', telegram: 'anna_kontakt', email: 'anna@example.ru' },
      social_links: ['https://vk.com/anna'],
    },
  },
  universityData: { universityId: msu.id, graduationYear: 2012 },
});
if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
await t.call('jobs', {
  action: 'create',
  sessionId: anna.sessionId,
  job: { type: 'resume', post_id: null, title: 'Юрист по арбитражу', description: 'Десять лет в судах.' },
});

describe('profile', () => {
  it('answers the whole public profile: info, university, region, resume and level', async () => {
    const r = await get({ username: anna.username, sessionId: reader.sessionId });
    expect(r.status).toBe(200);
    expect(r.body.profile).toMatchObject({
      id: anna.profileId,
      name: 'Анна Контактова',
      level: 'golden',
      about: 'Арбитражные споры',
      university: { id: msu.id, short_name: 'МГУ', graduation_year: 2012 },
      region: { code: '77', title: 'Moscow' }, // the reader's language: English here
      resume: { type: 'resume', title: 'Юрист по арбитражу', profile_id: anna.profileId },
      isOwner: false,
    });
    expect(r.body.profile.info.contacts).toMatchObject({ phone: '+7 495 123-45-67', telegram: 'anna_kontakt' });
  });

  it('gives contacts only to signed-in readers: no session or an anonymous one sees the rest', async () => {
    for (const input of [
      { username: anna.username },
      { username: anna.username, sessionId: await t.anonymousSession() },
    ]) {
      const r = await get(input);
      expect(r.status).toBe(200);
      expect(r.body.profile.info.contacts).toBeUndefined();
      expect(JSON.stringify(r.body)).not.toContain('123-45-67');
      expect(r.body.profile.info).toMatchObject({ city: 'Москва', social_links: ['https://vk.com/anna'] });
      expect(r.body.profile.university.short_name).toBe('МГУ');
      expect(r.body.profile.isOwner).toBe(false);
    }
  });

  it('tells the owner it is theirs, by username and as their own', async () => {
    expect((await get({ username: anna.username.toUpperCase(), sessionId: anna.sessionId })).body.profile.isOwner).toBe(
      true,
    );
    const own = await get({ sessionId: anna.sessionId });
    expect(own.body.profile).toMatchObject({ id: anna.profileId, isOwner: true });
  });

  it('answers a profile without university, region or resume with nulls', async () => {
    const r = await get({ username: reader.username });
    expect(r.body.profile).toMatchObject({ university: null, region: null, resume: null, level: null });
  });

  it('answers 404 for an unknown username, 401 for a session id no longer live, 400 for a bad one', async () => {
    expect((await get({ username: 'nobody_at_all' })).status).toBe(404);
    expect((await get({ username: anna.username, sessionId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      401,
    );
    expect((await get({ username: anna.username, sessionId: 'nope' })).status).toBe(400);
  });

  it('tells every open stream when a profile changes (the page refreshes live)', async () => {
    const s = await t.stream(await t.anonymousSession());
    await t.call('profile-edit', {
      sessionId: anna.sessionId,
      profileId: anna.profileId,
      profileData: { expertise: 'Арбитраж' },
    });
    await expect.poll(() => s.events.some((e) => e.table === 'profiles' && e.id === anna.profileId)).toBe(true);
    await s.close();
  });
});
