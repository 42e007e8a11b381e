import { describe, expect, it } from 'vitest';
import { plannerSelectionAnswer } from '@shared/schemas/session.ts';
import { createSession } from '@server/services/sessions.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerCalls, plannerWorld, probe, waitFor } from './planner-helpers.ts';

const t = await createTestApp();
const { post } = plannerCalls(t);

/** Where the person's planner opens, asked as a session of theirs. */
async function opening(sessionId: string) {
  const res = await post('settings', { action: 'getPlannerSelection', sessionId });
  expect(res.status).toBe(200);
  return plannerSelectionAnswer.parse(res.body).selection;
}

const save = (sessionId: string, spaceId: number, projectId: number | null) =>
  post('settings', { action: 'savePlannerSelection', sessionId, data: { spaceId, projectId } });

describe('the planner opens where the person left it, on any device', () => {
  it('brings the last project back to a new session, and opens on the first project before any choice', async () => {
    const w = await plannerWorld(t);
    const { owner } = w.people;
    expect(await opening(owner.sessionId)).toEqual({ spaceId: w.space.id, projectId: w.projectA.id });

    expect((await save(owner.sessionId, w.space.id, w.projectB.id)).status).toBe(200);
    // Another device, or a WebView whose storage was cleared: a new sign-in of the same person.
    const elsewhere = await createSession(t.db.db, { userId: owner.userId });
    expect(await opening(elsewhere)).toEqual({ spaceId: w.space.id, projectId: w.projectB.id });
  });

  it('does not give back a project of a space the person has left: it opens on their first project instead', async () => {
    const w = await plannerWorld(t);
    const { member } = w.people;
    const own = (await post('spaces', { action: 'create', sessionId: member.sessionId, title: `Своё ${w.tag}` })).body
      .space;
    const ownProject = (
      await post('projects', { action: 'create', sessionId: member.sessionId, space_id: own.id, title: 'Своё дело' })
    ).body.project;
    await save(member.sessionId, w.space.id, w.projectA.id);
    expect(await opening(member.sessionId)).toEqual({ spaceId: w.space.id, projectId: w.projectA.id });

    expect((await post('members', { action: 'leave', sessionId: member.sessionId, spaceId: w.space.id })).status).toBe(
      200,
    );
    const elsewhere = await createSession(t.db.db, { userId: member.userId });
    expect(await opening(elsewhere)).toEqual({ spaceId: own.id, projectId: ownProject.id });
  });

  it('ignores a project the person cannot see under a space they can, and keeps selections apart by person', async () => {
    const w = await plannerWorld(t);
    const { viewer, other } = w.people;
    // The viewer belongs to project A only: B (which "other" works in) is not theirs to open.
    await save(viewer.sessionId, w.space.id, w.projectB.id);
    await save(other.sessionId, w.space.id, w.projectB.id);
    expect(await opening(viewer.sessionId)).toEqual({ spaceId: w.space.id, projectId: w.projectA.id });
    expect(await opening(other.sessionId)).toEqual({ spaceId: w.space.id, projectId: w.projectB.id });
  });

  it("sends no live event for a planner selection (the person's other apps keep their settings), but does for a setting", async () => {
    const w = await plannerWorld(t);
    const { owner } = w.people;
    const stream = await probe(t, owner);
    try {
      const settingsEvents = () => stream.events.filter((e) => e.table === 'user_settings').length;
      await post('settings', { action: 'updateLanguage', sessionId: owner.sessionId, data: { language: 'en' } });
      await waitFor(() => settingsEvents() === 1);
      await save(owner.sessionId, w.space.id, w.projectB.id);
      await save(owner.sessionId, w.space.id, w.projectA.id);
      await post('settings', { action: 'updateLanguage', sessionId: owner.sessionId, data: { language: 'ru' } });
      await waitFor(() => settingsEvents() === 2);
      expect(settingsEvents()).toBe(2);
    } finally {
      stream.unsubscribe();
    }
  });

  it('answers null to someone with no spaces, and refuses bad ids and anonymous sessions', async () => {
    const loner = await t.signIn('Без пространств');
    expect(await opening(loner.sessionId)).toBeNull();
    expect((await save(loner.sessionId, 0, null)).status).toBe(400);
    expect(
      (await post('settings', { action: 'savePlannerSelection', sessionId: loner.sessionId, data: {} })).status,
    ).toBe(400);
    const anon = await t.anonymousSession();
    expect((await post('settings', { action: 'getPlannerSelection', sessionId: anon })).status).toBe(401);
    expect((await save(anon, 1, 1)).status).toBe(401);
  });
});
