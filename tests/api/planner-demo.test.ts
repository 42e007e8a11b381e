import { describe, expect, it } from 'vitest';
import { computeDeadline } from '@shared/deadlines/rules.ts';
import type { DeadlineRule } from '@shared/schemas/deadlines.ts';
import { seedDemoPeople } from '@server/demo/people.ts';
import { DEMO_SPACE_TITLE, seedDemoPlanner } from '@server/demo/planner.ts';
import { createSession } from '@server/services/sessions.ts';
import { createTestApp } from '../support/test-app.ts';

const t = await createTestApp();

describe('demo planner', () => {
  it('seeds a space with four projects and a few hundred tasks over dates, statuses and people, once', async () => {
    const people = await seedDemoPeople(t.db.db);
    expect(await seedDemoPlanner(t.db.db, people)).toBe(true);
    expect(await seedDemoPlanner(t.db.db, people)).toBe(false);

    const owner = await t.db.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', people[0])
      .executeTakeFirstOrThrow();
    const sessionId = await createSession(t.db.db, { userId: owner.user_id! });
    const spaces = (await t.call('spaces', { action: 'get', sessionId }, { method: 'GET' })).body.spaces;
    expect(spaces.map((s: { title: string }) => s.title)).toEqual([DEMO_SPACE_TITLE]);
    const projects = (await t.call('projects', { action: 'get', sessionId }, { method: 'GET' })).body.projects;
    expect(projects.map((p: { title: string }) => p.title)).toEqual([
      'Судебные споры',
      'Корпоративные сделки',
      'Трудовые вопросы',
      'Налоговые проверки',
    ]);

    const { tasks } = (await t.call('tasks', { action: 'get', sessionId }, { method: 'GET' })).body;
    expect(tasks.length).toBeGreaterThanOrEqual(300);
    const now = Date.now();
    const dates = tasks
      .map((x: { value_date: string | null }) => x.value_date)
      .filter(Boolean)
      .map((d: string) => Date.parse(d));
    expect(dates.some((d: number) => d < now - 2 * 86_400_000)).toBe(true);
    expect(dates.some((d: number) => d > now + 2 * 86_400_000)).toBe(true);
    expect(dates.some((d: number) => Math.abs(d - now) < 86_400_000)).toBe(true);
    expect(new Set(tasks.map((x: { value_select: number | null }) => x.value_select)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(tasks.map((x: { value_people: number | null }) => x.value_people)).size).toBeGreaterThanOrEqual(3);
    expect(tasks.some((x: { subtasks: unknown[] }) => x.subtasks.length > 0)).toBe(true);
    // Appeals and cassations keep the day their code counts from the decision.
    const byLaw = tasks.filter((x: { deadline: DeadlineRule | null }) => x.deadline !== null);
    expect(byLaw.length).toBeGreaterThan(0);
    for (const x of byLaw as { value_date: string; deadline: DeadlineRule; title: string }[]) {
      expect(x.title).toMatch(/апелляционную|кассационную/);
      expect(x.value_date).toBe(computeDeadline(x.deadline).due);
    }
    // A real practice's planner: no task title twice, so the search finds one of each.
    expect(new Set(tasks.map((x: { title: string }) => x.title)).size).toBe(tasks.length);

    // A member sees only the projects they belong to; the board of each is dense.
    const igor = await t.db.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', people[1])
      .executeTakeFirstOrThrow();
    const igorSession = await createSession(t.db.db, { userId: igor.user_id! });
    const data = await t.call('planner-data', { sessionId: igorSession, projectId: projects[0].id }, { method: 'GET' });
    expect(data.status).toBe(200);
    expect(data.body.members.length).toBeGreaterThanOrEqual(3);
    const byColumn = new Map<number | null, number[]>();
    for (const x of data.body.tasks)
      byColumn.set(x.value_select, [...(byColumn.get(x.value_select) ?? []), x.value_select_position]);
    for (const positions of byColumn.values())
      expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, i) => i));
  });
});
