import { describe, expect, it } from 'vitest';
import { PROFILE_CONTACTS_PER_HOUR } from '@shared/schemas/profile.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * A signed-in reader sees the contacts of at most 30 different people an hour (their own and
 * people they share a space with do not count), so nobody harvests the directory's contacts;
 * past it a profile comes without contacts and says why. Another person's profile carries no user_id, roles or
 * permissions.
 */
const t = await createTestApp();
const get = (input: Record<string, unknown>) => t.call('profile', input, { method: 'GET' });

async function lawyer(name: string) {
  const p = await t.signIn(name);
  const contacts = { phone: '+7 900 000-00-00', telegram: 'lawyer_contact', email: `${p.username}@example.ru` };
  await t.db.db
    .updateTable('profiles')
    .set({ info: JSON.stringify({ contacts }), roles: ['partner'], permissions: ['posts.publish'] })
    .where('id', '=', p.profileId)
    .execute();
  return p;
}

const people: Awaited<ReturnType<typeof lawyer>>[] = [];
for (let i = 0; i < PROFILE_CONTACTS_PER_HOUR + 10; i++) people.push(await lawyer(`Юрист ${i}`));

describe('profile contacts, at most 30 people an hour', () => {
  it('shows a reader the contacts of 30 different people an hour, then the profile without them and why', async () => {
    const reader = await lawyer('Сборщик Контактов');
    const answers = [];
    for (const p of people.slice(0, PROFILE_CONTACTS_PER_HOUR + 1))
      answers.push(await get({ username: p.username, sessionId: reader.sessionId }));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const withContacts = answers.filter((r) => r.body.profile.info.contacts);
    expect(withContacts).toHaveLength(PROFILE_CONTACTS_PER_HOUR);
    const last = answers.at(-1)!.body.profile;
    expect(last.info.contacts).toBeUndefined();
    expect(last.contactsHidden).toBe('limit');
    expect(JSON.stringify(last)).not.toContain('+7 900');
    // Someone already seen this hour is still shown; the reader's own profile is not counted.
    const again = await get({ username: people[0]!.username, sessionId: reader.sessionId });
    expect(again.body.profile.info.contacts).toMatchObject({ telegram: 'lawyer_contact' });
    expect(again.body.profile.contactsHidden).toBeUndefined();
    const own = await get({ username: reader.username, sessionId: reader.sessionId });
    expect(own.body.profile.info.contacts).toMatchObject({ telegram: 'lawyer_contact' });
    // A colleague from a shared space is shown past the limit.
    const colleague = people[PROFILE_CONTACTS_PER_HOUR + 5]!;
    const space = await t.db.db
      .insertInto('spaces')
      .values({ title: 'Общее дело', description: null, created_by: reader.profileId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('members')
      .values([
        { object_type: 'space', space_id: space.id, profile_id: reader.profileId },
        { object_type: 'space', space_id: space.id, profile_id: colleague.profileId },
      ])
      .execute();
    const shared = await get({ username: colleague.username, sessionId: reader.sessionId });
    expect(shared.body.profile.info.contacts).toMatchObject({ telegram: 'lawyer_contact' });
    // Another reader has a count of their own.
    const other = await t.signIn('Другой Читатель');
    const fresh = await get({ username: people.at(-1)!.username, sessionId: other.sessionId });
    expect(fresh.body.profile.info.contacts).toMatchObject({ telegram: 'lawyer_contact' });
  }, 120_000);

  it('counts reads at once: 40 profiles asked in parallel give contacts for exactly 30', async () => {
    const reader = await t.signIn('Параллельный Сборщик');
    const answers = await Promise.all(people.map((p) => get({ username: p.username, sessionId: reader.sessionId })));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(answers.filter((r) => r.body.profile.info.contacts)).toHaveLength(PROFILE_CONTACTS_PER_HOUR);
    expect(answers.filter((r) => r.body.profile.contactsHidden === 'limit')).toHaveLength(
      people.length - PROFILE_CONTACTS_PER_HOUR,
    );
  }, 120_000);

  it('gives no user_id, roles or permissions of another person; the owner’s own answer keeps them', async () => {
    const me = people[1]!;
    const reader = await t.signIn('Любопытный');
    for (const input of [
      { username: me.username },
      { username: me.username, sessionId: reader.sessionId },
      { username: me.username, sessionId: await t.anonymousSession() },
    ]) {
      const r = await get(input);
      expect(r.status).toBe(200);
      expect(r.body.profile).not.toHaveProperty('user_id');
      expect(r.body.profile).not.toHaveProperty('roles');
      expect(r.body.profile).not.toHaveProperty('permissions');
      expect(r.body.profile.isOwner).toBe(false);
    }
    for (const input of [{ sessionId: me.sessionId }, { username: me.username, sessionId: me.sessionId }]) {
      const r = await get(input);
      expect(r.body.profile).toMatchObject({
        user_id: me.userId,
        roles: ['partner'],
        permissions: ['posts.publish'],
        isOwner: true,
      });
    }
  });
});
