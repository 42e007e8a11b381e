import { describe, expect, it } from 'vitest';
import { DEMO_EXPERTS, seedDemoExperts } from '@server/demo/experts.ts';
import { seedDemoPeople } from '@server/demo/people.ts';
import { DEMO_SPACE_TITLE, seedDemoPlanner } from '@server/demo/planner.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const experts = (sessionId?: string, extra: Record<string, unknown> = {}) =>
  t.call('experts', { sessionId, ...extra }, { method: 'GET' });

describe('experts (the about page cards)', () => {
  it('answers nothing before any golden profile exists', async () => {
    const r = await experts(await t.anonymousSession());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ experts: [] });
  });

  it('answers the seven golden demo lawyers with public fields only, oldest first, to an anonymous visitor', async () => {
    const people = await seedDemoPeople(t.db.db);
    await seedDemoPlanner(t.db.db, people);
    expect(await seedDemoExperts(t.db.db)).toBe(DEMO_EXPERTS.length);
    const r = await experts(await t.anonymousSession());
    expect(r.status).toBe(200);
    const list = r.body.experts as Array<Record<string, unknown>>;
    expect(list).toHaveLength(7);
    expect(list.map((e) => e.username)).toEqual(['anna_smirnova', ...DEMO_EXPERTS.map((e) => e.username)]);
    for (const e of list) {
      expect(Object.keys(e).sort()).toEqual(['about', 'avatar', 'id', 'level', 'name', 'username']);
      expect(e.level).toBe('golden');
      expect(e.name).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
      expect(typeof e.about).toBe('string');
    }
    const ids = list.map((e) => e.id as number);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('seeds the experts once, and keeps them out of the demo planner space', async () => {
    expect(await seedDemoExperts(t.db.db)).toBe(0);
    // A restart seeds the people again: the same nine, not the experts too.
    const again = await seedDemoPeople(t.db.db);
    expect(again).toHaveLength(9);
    const members = await t.db.db
      .selectFrom('members')
      .innerJoin('spaces', 'spaces.id', 'members.space_id')
      .innerJoin('profiles', 'profiles.id', 'members.profile_id')
      .select('profiles.username')
      .where('spaces.title', '=', DEMO_SPACE_TITLE)
      .where('members.object_type', '=', 'space')
      .execute();
    expect(members.map((m) => m.username)).not.toContain(DEMO_EXPERTS[0].username);
  });

  it('lists at most seven, and no bronze, silver or level-less profile', async () => {
    const extra = await t.signIn('Восьмой Эксперт', 'eighth_expert');
    await t.db.db.updateTable('profiles').set({ level: 'golden' }).where('id', '=', extra.profileId).execute();
    const silver = await t.signIn('Серебряный Юрист', 'silver_lawyer');
    await t.db.db.updateTable('profiles').set({ level: 'silver' }).where('id', '=', silver.profileId).execute();
    const r = await experts(extra.sessionId);
    expect(r.status).toBe(200);
    expect(r.body.experts).toHaveLength(7);
    expect(r.body.experts.map((e: { username: string }) => e.username)).not.toContain('eighth_expert');
    expect(r.body.experts.map((e: { username: string }) => e.username)).not.toContain('igor_volkov');
  });

  it('wants a live session, like a profile page', async () => {
    expect((await experts()).status).toBe(401);
    expect((await experts(UNKNOWN)).status).toBe(401);
    expect((await experts(UNKNOWN)).body.error).toBe('No session found');
  });

  it('refuses a malformed session id and a call without the key', async () => {
    const bad = await experts('not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual(expect.any(String));
    const noKey = await t.call('experts', { sessionId: await t.anonymousSession() }, { method: 'GET', key: null });
    expect(noKey.status).toBe(401);
  });

  it('answers only GET', async () => {
    const r = await t.call('experts', { sessionId: await t.anonymousSession() }, { method: 'POST' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('wrong_method');
  });
});
