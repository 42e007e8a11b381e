import { describe, expect, it } from 'vitest';
import { saveUpload } from '@server/features/uploads/uploads-service.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp({ rateLimitFactor: 100 });
const get = (fn: string, input: Record<string, unknown>) => t.call(fn, input, { method: 'GET' });
const owner = await t.signIn('Анна Юристова');
const other = await t.signIn('Игорь Другой');
const partner = await t.signIn('Партнёр Фирмы');
await t.db.db
  .updateTable('profiles')
  .set({ roles: ['partner'] })
  .where('id', '=', partner.profileId)
  .execute();

const universities = (await get('universities', {})).body.universities as {
  id: number;
  name: string;
  short_name: string;
}[];
const regions = (await get('regions', {})).body.regions as { id: number; code: string; title: string }[];
const msu = universities.find((u) => u.short_name === 'МГУ')!;
const spb = regions.find((r) => r.code === '78')!;
const year = new Date().getFullYear();

const edit = (
  who: { sessionId: string; profileId: number },
  profileData: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => t.call('profile-edit', { sessionId: who.sessionId, profileId: who.profileId, profileData, ...extra });
const upload = async (
  who: { profileId: number },
  folder: 'avatars' | 'covers',
  bucket: 'profiles' | 'posts' = 'profiles',
) =>
  (
    await saveUpload(t.db.db, t.deps.uploads, {
      profileId: who.profileId,
      bucket,
      folder: folder as never,
      image: { full: new Uint8Array([1]), variants: [] },
      contentType: 'image/webp',
    })
  ).url;
const fullData = (who: { name: string; username: string }, fields: Record<string, unknown> = {}) => ({
  name: who.name,
  username: who.username,
  about: 'Корпоративное право и M&A',
  expertise: 'Корпоративное право',
  info: {
    city: 'Санкт-Петербург',
    contacts: {
      phone: '+7 (921) 555-12-34',
      whatsapp: true,
      telegram: '@anna_lawyer',
      website: 'anna-law.ru',
      email: 'anna@anna-law.ru',
    },
    social_links: ['https://vk.com/anna_lawyer', '', '  '],
    personal_info: { birthday: '1988-04-12', more: 'Шахматы' },
    professional_info: {
      education: 'СПбГУ, юрфак',
      experience: 'Партнёр в «Правовом бюро»',
      experience_years: 12,
      awards: 'Право.ру-300',
    },
  },
  region_id: spb.id,
  ...fields,
});

describe('profile-edit', () => {
  it('saves every field, the university with its year and the region; the profile answers them', async () => {
    const r = await edit(owner, fullData(owner), { universityData: { universityId: msu.id, graduationYear: 2010 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({});
    const p = (await get('profile', { sessionId: owner.sessionId })).body.profile;
    expect(p).toMatchObject({
      name: owner.name,
      about: 'Корпоративное право и M&A',
      isOwner: true,
      region: { code: '78', title: 'Saint Petersburg' }, // the caller's language: English here
    });
    expect(p.university).toEqual({ id: msu.id, name: msu.name, short_name: 'МГУ', graduation_year: 2010 });
    // Empty social links dropped; a website without its scheme gets https; the Telegram name without its @.
    expect(p.info.social_links).toEqual(['https://vk.com/anna_lawyer']);
    expect(p.info.contacts).toEqual({
      phone: '+7 (921) 555-12-34',
      whatsapp: true,
      telegram: 'anna_lawyer',
      website: 'https://anna-law.ru',
      email: 'anna@anna-law.ru',
    });
    expect(p.info.professional_info.experience_years).toBe(12);
  });

  it('saves empty contacts as null, and removes the university and region', async () => {
    const data = fullData(owner, { region_id: null });
    data.info.contacts = { phone: '', whatsapp: false, telegram: ' ', website: '', email: '' };
    expect((await edit(owner, data, { universityData: { universityId: null, graduationYear: null } })).status).toBe(
      200,
    );
    const p = (await get('profile', { sessionId: owner.sessionId })).body.profile;
    expect(p.info.contacts).toEqual({ phone: null, whatsapp: false, telegram: null, website: null, email: null });
    expect(p.university).toBeNull();
    expect(p.region).toBeNull();
  });

  it('sets the avatar and cover from the caller’s own uploads only', async () => {
    const avatar = await upload(owner, 'avatars');
    const cover = await upload(owner, 'covers');
    expect((await edit(owner, { avatar, cover })).status).toBe(200);
    const p = (await get('profile', { username: owner.username })).body.profile;
    expect(p).toMatchObject({ avatar, cover, name: owner.name });
    // Someone else's upload, a post cover, an address from elsewhere: 400.
    for (const url of [
      await upload(other, 'avatars'),
      await upload(owner, 'covers', 'posts'),
      'https://evil.example/a.webp',
    ]) {
      const r = await edit(owner, { avatar: url });
      expect(r.status, url).toBe(400);
      expect(r.body.error).toMatch(/upload/i);
    }
    expect((await edit(owner, { avatar: null })).status).toBe(200);
    expect((await get('profile', { username: owner.username })).body.profile.avatar).toBeNull();
  });

  it('lets only the owner edit: another person’s profile is 403, an unknown one 404, no session 401', async () => {
    const r = await t.call('profile-edit', {
      sessionId: other.sessionId,
      profileId: owner.profileId,
      profileData: { name: 'Взлом' },
    });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('You can only edit your own profile');
    expect(
      (await t.call('profile-edit', { sessionId: other.sessionId, profileId: 999999, profileData: { name: 'X' } }))
        .status,
    ).toBe(404);
    expect((await t.call('profile-edit', { profileId: owner.profileId, profileData: { name: 'X' } })).status).toBe(400);
    expect(
      (
        await t.call('profile-edit', {
          sessionId: await t.anonymousSession(),
          profileId: owner.profileId,
          profileData: { name: 'X' },
        })
      ).status,
    ).toBe(401);
    expect((await get('profile', { username: owner.username })).body.profile.name).toBe(owner.name);
  });

  it('changes the username only for a partner, lower-cased, unique in any case', async () => {
    const r = await edit(owner, { username: 'anna_new_name' });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('Only partners can change their username');
    // Sending one's own username back (the whole form) is fine.
    expect((await edit(owner, { username: owner.username.toUpperCase(), name: 'Анна' })).status).toBe(200);

    expect((await edit(partner, { username: 'Partner_Firm' })).status).toBe(200);
    expect((await get('profile', { username: 'partner_firm' })).body.profile.id).toBe(partner.profileId);
    const taken = await edit(partner, { username: owner.username.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('This username is already taken');
  });

  it('answers bad input with a clear 400 in the caller’s language', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ username: 'abcd' }, /5 to 20/],
      [{ username: 'a'.repeat(21) }, /5 to 20/],
      [{ username: 'has space' }, /letters, digits and underscore/],
      [{ username: 'юрист_анна' }, /letters, digits and underscore/],
      [{ username: 'settings' }, /app's own pages/],
      [{ username: 'career' }, /app's own pages/],
      [{ name: '  ' }, /required/],
      [{ about: 'a'.repeat(100_000) }, /.+/],
      [{ info: { contacts: { phone: 'звоните вечером' } } }, /valid phone/],
      [{ info: { contacts: { email: 'not-an-email' } } }, /valid email/],
      [{ info: { contacts: { website: 'not a site' } } }, /valid website/],
      [{ info: { social_links: ['javascript:alert(1)'] } }, /valid website/],
      [{ region_id: 999999 }, /Unknown region/],
    ];
    for (const [data, message] of bad) {
      const r = await edit(partner, data);
      expect(r.status, JSON.stringify(data)).toBe(400);
      expect(r.body.error, JSON.stringify(data)).toMatch(message);
    }
    const years: [unknown, RegExp][] = [
      [1899, /valid graduation year/],
      [199, /exactly 4 digits/],
      [year + 11, /valid graduation year/],
      ['2010', /exactly 4 digits/],
    ];
    for (const [graduationYear, message] of years) {
      const r = await edit(owner, {}, { universityData: { universityId: msu.id, graduationYear } });
      expect(r.status, String(graduationYear)).toBe(400);
      expect(r.body.error).toMatch(message);
    }
    expect(
      (await edit(owner, {}, { universityData: { universityId: msu.id, graduationYear: year + 10 } })).status,
    ).toBe(200);
    expect((await edit(owner, {}, { universityData: { universityId: 999999, graduationYear: 2000 } })).body.error).toBe(
      'University not found',
    );
    const ru = await t.call(
      'profile-edit',
      {
        sessionId: owner.sessionId,
        profileId: owner.profileId,
        universityData: { universityId: msu.id, graduationYear: 199 },
      },
      { headers: { 'accept-language': 'ru' } },
    );
    expect(ru.body.error).toMatch(/ровно из 4 цифр/);
  });

  it('tells open streams of a changed university and region (the page refreshes live)', async () => {
    const s = await t.stream(other.sessionId);
    await edit(owner, { region_id: spb.id }, { universityData: { universityId: msu.id, graduationYear: 2011 } });
    await expect
      .poll(() => s.events.map((e) => e.table))
      .toEqual(expect.arrayContaining(['region_selected', 'profile_university']));
    expect(s.events.find((e) => e.table === 'profile_university')).toMatchObject({ profile_id: owner.profileId });
    await s.close();
  });
});
