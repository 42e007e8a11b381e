import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld } from './planner-helpers.ts';

/** The choice of error says nothing about objects the caller cannot see, not even that they exist. */
const t = await createTestApp();
const w = await plannerWorld(t);

describe('nothing leaks through the choice of error', () => {
  it('tasks updateBatch with a task of yours and one you cannot see answers like an unknown id', async () => {
    const foreignSpace = (
      await w.post('spaces', { action: 'create', sessionId: w.people.outsider.sessionId, title: 'Hidden' })
    ).body.space;
    const foreignProject = (
      await w.post('projects', {
        action: 'create',
        sessionId: w.people.outsider.sessionId,
        space_id: foreignSpace.id,
        title: 'Hidden P',
      })
    ).body.project;
    const hidden = (
      await w.post('tasks', {
        action: 'create',
        sessionId: w.people.outsider.sessionId,
        project_id: foreignProject.id,
        title: 'Hidden T',
      })
    ).body.task;
    const batch = (otherId: number) =>
      w.post('tasks', {
        action: 'updateBatch',
        sessionId: w.people.member.sessionId,
        updates: [
          { id: w.taskA.id, value_select_position: 0 },
          { id: otherId, value_select_position: 1 },
        ],
      });

    const withHidden = await batch(hidden.id);
    const withUnknown = await batch(99_999_999);
    // Project B is in the member's space but not theirs to see.
    const withUnseenProject = await batch(w.taskB.id);
    expect(withUnknown.status).toBe(404);
    for (const r of [withHidden, withUnseenProject]) {
      expect(r.status).toBe(withUnknown.status);
      expect(r.body).toEqual(withUnknown.body);
    }
  });

  it('still says "one project" when every task is the caller’s to see', async () => {
    const r = await w.post('tasks', {
      action: 'updateBatch',
      sessionId: w.people.owner.sessionId,
      updates: [
        { id: w.taskA.id, value_select_position: 0 },
        { id: w.taskB.id, value_select_position: 0 },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('several_projects');
  });
});
