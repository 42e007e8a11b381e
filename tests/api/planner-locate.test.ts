import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';
import { plannerCalls, plannerWorld } from './planner-helpers.ts';

const t = await createTestApp();
const { get } = plannerCalls(t);
const w = await plannerWorld(t);

describe('tasks locate (deep links to a task)', () => {
  it('tells a project member where the task lives', async () => {
    const r = await get('tasks', { action: 'locate', sessionId: w.people.member.sessionId, id: w.taskA.id });
    expect(r.status).toBe(200);
    expect(r.body.task).toEqual({ id: w.taskA.id, project_id: w.projectA.id, space_id: w.space.id });
  });

  it('answers 404 to someone who may not see the task, and 401 without a session', async () => {
    expect(
      (await get('tasks', { action: 'locate', sessionId: w.people.outsider.sessionId, id: w.taskA.id })).status,
    ).toBe(404);
    expect((await get('tasks', { action: 'locate', sessionId: w.people.other.sessionId, id: w.taskA.id })).status).toBe(
      404,
    );
    expect((await get('tasks', { action: 'locate', sessionId: w.anon, id: w.taskA.id })).status).toBe(401);
    expect((await get('tasks', { action: 'locate', sessionId: w.people.member.sessionId, id: 'abc' })).status).toBe(
      400,
    );
  });
});
