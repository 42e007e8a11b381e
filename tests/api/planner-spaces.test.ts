import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { projectsAnswer, ROLE, spaceSchema, spacesAnswer } from '@shared/schemas/planner.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerCalls } from './planner-helpers.ts';

const t = await createTestApp();
const { get, post } = plannerCalls(t);

describe('spaces', () => {
  it('creates a space whose creator is its owner, with defaults, and lists it', async () => {
    const me = await t.signIn('Space Creator');
    const created = await post('spaces', { action: 'create', sessionId: me.sessionId, title: '  Практика  ' });
    expect(created.status).toBe(200);
    expect(created.body.space).toMatchObject({
      title: 'Практика',
      icon: 'Briefcase',
      color: 'blue',
      description: null,
      role: { id: ROLE.owner, title: 'owner' },
    });
    expect(spaceSchema.parse(created.body.space).id).toBeGreaterThan(0);

    const list = await get('spaces', { action: 'get', sessionId: me.sessionId });
    expect(list.status).toBe(200);
    expect(spacesAnswer.parse(list.body).spaces.map((s) => s.id)).toEqual([created.body.space.id]);
    const members = await get('get-members', { sessionId: me.sessionId, spaceId: created.body.space.id });
    expect(members.body.members).toMatchObject([
      { profile_id: me.profileId, object_type: 'space', role: { id: ROLE.owner } },
    ]);
  });

  it('keeps one property per slot: options created, updated in order, removed; null clears the slot', async () => {
    const me = await t.signIn('Slot Keeper');
    const { space } = (
      await post('spaces', {
        action: 'create',
        sessionId: me.sessionId,
        title: 'Slots',
        icon: 'Star',
        color: 'teal',
        property_select: {
          title: 'Stage',
          options: [
            { title: 'A', color: 'red' },
            { title: 'B', color: 'blue' },
          ],
        },
        property_date: { title: 'Deadline' },
      })
    ).body;
    expect(space).toMatchObject({
      icon: 'Star',
      color: 'teal',
      property_date: { title: 'Deadline' },
      property_period: null,
    });
    const [a, b] = space.property_select.options;
    expect([a.number, b.number]).toEqual([1, 2]);

    const updated = await post('spaces', {
      action: 'update',
      sessionId: me.sessionId,
      id: space.id,
      title: 'Slots 2',
      property_select: {
        title: 'Stage!',
        options: [
          { id: b.id, title: 'B2', color: 'green' },
          { title: 'C', color: 'pink' },
        ],
      },
      property_date: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.space.title).toBe('Slots 2');
    expect(updated.body.space.property_date).toBeNull();
    expect(updated.body.space.property_select.title).toBe('Stage!');
    expect(updated.body.space.property_select.options).toMatchObject([
      { id: b.id, number: 1, title: 'B2', color: 'green' },
      { number: 2, title: 'C', color: 'pink' },
    ]);
    expect(updated.body.space.property_select.id).toBe(space.property_select.id);
  });

  it("keeps a space's cached answer in step with writes made straight to its slots and options", async () => {
    const me = await t.signIn('Cache Follower');
    const { space } = (
      await post('spaces', {
        action: 'create',
        sessionId: me.sessionId,
        title: 'Cached',
        property_select: { title: 'Stage', options: [{ title: 'A', color: 'red' }] },
      })
    ).body;
    const listed = async () =>
      (await get('spaces', { action: 'get', sessionId: me.sessionId })).body.spaces.find(
        (s: { id: number }) => s.id === space.id,
      );
    // No service involved: the database's triggers alone must refresh the answer.
    await t.db.db.updateTable('properties').set({ title: 'Этап' }).where('id', '=', space.property_select.id).execute();
    await t.db.db
      .insertInto('property_options')
      .values({ property_id: space.property_select.id, number: 2, title: 'Б', color: 'blue' })
      .execute();
    await t.db.db
      .updateTable('property_options')
      .set({ title: 'А' })
      .where('id', '=', space.property_select.options[0].id)
      .execute();
    const date = await t.db.db
      .insertInto('properties')
      .values({ space_id: space.id, property_type_id: 1, title: 'Срок' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await listed()).toMatchObject({
      property_select: {
        title: 'Этап',
        options: [
          { number: 1, title: 'А', color: 'red' },
          { number: 2, title: 'Б', color: 'blue' },
        ],
      },
      property_date: { id: date.id, title: 'Срок', options: [] },
    });
    await t.db.db
      .deleteFrom('property_options')
      .where('property_id', '=', space.property_select.id)
      .where('number', '=', 2)
      .execute();
    await t.db.db.deleteFrom('properties').where('id', '=', date.id).execute();
    expect(await listed()).toMatchObject({ property_select: { options: [{ title: 'А' }] }, property_date: null });
  });

  it('rebuilds a space whose cached answer is missing instead of leaving it out of the list', async () => {
    const me = await t.signIn('Cache Loser');
    const made = [];
    for (const title of ['Первое', 'Второе', 'Третье']) {
      made.push(
        (await post('spaces', { action: 'create', sessionId: me.sessionId, title, property_date: { title: 'Срок' } }))
          .body.space,
      );
    }
    const before = (await get('spaces', { action: 'get', sessionId: me.sessionId })).body;
    // Only a raw write can null it: any update through the row's trigger rebuilds it.
    await sql`alter table spaces disable trigger spaces_answer`.execute(t.db.db);
    try {
      await sql`update spaces set answer_json = null where id = ${made[1].id}::int`.execute(t.db.db);
    } finally {
      await sql`alter table spaces enable trigger spaces_answer`.execute(t.db.db);
    }
    expect(
      (
        await sql<{ answer_json: string | null }>`select answer_json from spaces where id = ${made[1].id}::int`.execute(
          t.db.db,
        )
      ).rows[0].answer_json,
    ).toBeNull();

    const after = await get('spaces', { action: 'get', sessionId: me.sessionId });
    expect(after.status).toBe(200);
    expect(spacesAnswer.parse(after.body).spaces.map((s) => s.title)).toEqual(['Первое', 'Второе', 'Третье']);
    expect(after.body).toEqual(before);
    // planner-data carries the space too.
    const project = (
      await post('projects', { action: 'create', sessionId: me.sessionId, space_id: made[1].id, title: 'P' })
    ).body.project;
    await sql`alter table spaces disable trigger spaces_answer`.execute(t.db.db);
    try {
      await sql`update spaces set answer_json = null where id = ${made[1].id}::int`.execute(t.db.db);
    } finally {
      await sql`alter table spaces enable trigger spaces_answer`.execute(t.db.db);
    }
    const data = await get('planner-data', { sessionId: me.sessionId, projectId: project.id });
    expect(data.body.space).toEqual(before.spaces[1]);
  });

  it('archives a space: it leaves the list and calls on it answer 404', async () => {
    const me = await t.signIn('Archiver');
    const { space } = (await post('spaces', { action: 'create', sessionId: me.sessionId, title: 'Old' })).body;
    const r = await post('spaces', { action: 'archive', sessionId: me.sessionId, id: space.id });
    expect(r.status).toBe(200);
    expect((await get('spaces', { action: 'get', sessionId: me.sessionId })).body.spaces).toEqual([]);
    expect((await post('spaces', { action: 'update', sessionId: me.sessionId, id: space.id, title: 'x' })).status).toBe(
      404,
    );
    expect((await get('projects', { action: 'get', sessionId: me.sessionId, spaceId: space.id })).status).toBe(404);
    expect(
      (await post('projects', { action: 'create', sessionId: me.sessionId, space_id: space.id, title: 'P' })).status,
    ).toBe(404);
  });
});

describe('projects', () => {
  it('creates, lists (optionally by space), updates and archives a project with values from its space', async () => {
    const me = await t.signIn('Project Maker');
    const { space } = (
      await post('spaces', {
        action: 'create',
        sessionId: me.sessionId,
        title: 'With projects',
        property_select: {
          title: 'Priority',
          options: [
            { title: 'High', color: 'red' },
            { title: 'Low', color: 'green' },
          ],
        },
        property_period: { title: 'Stage dates' },
        property_checkbox: { title: 'Urgent' },
        property_number: { title: 'Budget' },
        property_multiselect: {
          title: 'Tags',
          options: [
            { title: 'Court', color: 'red' },
            { title: 'Tax', color: 'blue' },
          ],
        },
        property_people: { title: 'Lead' },
      })
    ).body;
    const [high, low] = space.property_select.options.map((o: { id: number }) => o.id);
    const [court, tax] = space.property_multiselect.options.map((o: { id: number }) => o.id);
    const created = await post('projects', {
      action: 'create',
      sessionId: me.sessionId,
      space_id: space.id,
      title: 'Суд',
      description: 'Дело А40',
      property_select: { title: 'Статус', options: [{ title: 'Новая', color: 'blue' }] },
      value_select: high,
      value_period: ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00.000Z'],
      value_checkbox: true,
      value_number: 1500.5,
      value_multiselect: [court, tax],
      value_people: me.profileId,
    });
    expect(created.status).toBe(200);
    const p = created.body.project;
    expect(p).toMatchObject({
      title: 'Суд',
      description: 'Дело А40',
      space_id: space.id,
      role: { id: ROLE.owner },
      value_select: high,
      value_period: ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
      value_checkbox: true,
      value_number: 1500.5,
      value_multiselect: [court, tax],
      value_people: me.profileId,
      value_date: null,
    });
    expect(p.property_select.options[0].title).toBe('Новая');
    expect(
      p.propertyValues
        .map((v: { property: { property_type: { title: string } } }) => v.property.property_type.title)
        .sort(),
    ).toEqual(['checkbox', 'multiselect', 'number', 'period', 'persons', 'select']);
    const period = p.propertyValues.find(
      (v: { property: { property_type: { id: number } } }) => v.property.property_type.id === 2,
    );
    expect(period).toMatchObject({ date: '2026-01-01T00:00:00.000Z', date_to: '2026-02-01T00:00:00.000Z' });

    const all = await get('projects', { action: 'get', sessionId: me.sessionId });
    expect(projectsAnswer.parse(all.body).projects.map((x) => x.id)).toEqual([p.id]);
    const bySpace = await get('projects', { action: 'get', sessionId: me.sessionId, spaceId: space.id });
    expect(bySpace.body.projects).toHaveLength(1);

    const updated = await post('projects', {
      action: 'update',
      sessionId: me.sessionId,
      id: p.id,
      title: 'Суд 2',
      value_select: low,
      value_checkbox: null,
      value_multiselect: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.project).toMatchObject({
      title: 'Суд 2',
      value_select: low,
      value_checkbox: null,
      value_multiselect: [],
      value_number: 1500.5,
    });

    // A removed option of the space falls back to no value.
    await post('spaces', {
      action: 'update',
      sessionId: me.sessionId,
      id: space.id,
      property_select: { title: 'Priority', options: [{ id: high, title: 'High', color: 'red' }] },
    });
    const after = await get('projects', { action: 'get', sessionId: me.sessionId });
    expect(after.body.projects[0].value_select).toBeNull();

    const archived = await post('projects', { action: 'archive', sessionId: me.sessionId, id: p.id });
    expect(archived.status).toBe(200);
    expect(archived.body.project.id).toBe(p.id);
    expect((await get('projects', { action: 'get', sessionId: me.sessionId })).body.projects).toEqual([]);
    expect(
      (await post('tasks', { action: 'create', sessionId: me.sessionId, project_id: p.id, title: 'T' })).status,
    ).toBe(404);
    expect((await get('tasks', { action: 'get', sessionId: me.sessionId, projectId: p.id })).status).toBe(404);
  });

  it('refuses a value for a slot the space does not have, or an option of another property', async () => {
    const me = await t.signIn('Value Checker');
    const { space } = (await post('spaces', { action: 'create', sessionId: me.sessionId, title: 'Bare' })).body;
    const r = await post('projects', {
      action: 'create',
      sessionId: me.sessionId,
      space_id: space.id,
      title: 'P',
      value_date: '2026-01-01T00:00:00Z',
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toContain('value_date');
    const { space: s2 } = (
      await post('spaces', {
        action: 'create',
        sessionId: me.sessionId,
        title: 'S',
        property_select: { title: 'X', options: [{ title: 'x', color: 'red' }] },
      })
    ).body;
    const foreign = await post('projects', {
      action: 'create',
      sessionId: me.sessionId,
      space_id: s2.id,
      title: 'P',
      value_select: 999_999,
    });
    expect(foreign.status).toBe(400);
  });

  it("moves a project to another of the owner's spaces, taking its members along", async () => {
    const owner = await t.signIn('Mover');
    const helper = await t.signIn('Helper');
    const from = (await post('spaces', { action: 'create', sessionId: owner.sessionId, title: 'From' })).body.space;
    const to = (await post('spaces', { action: 'create', sessionId: owner.sessionId, title: 'To' })).body.space;
    await post('members', { action: 'add', sessionId: owner.sessionId, spaceId: from.id, profileId: helper.profileId });
    const p = (
      await post('projects', { action: 'create', sessionId: owner.sessionId, space_id: from.id, title: 'Moving' })
    ).body.project;
    await post('members', { action: 'add', sessionId: owner.sessionId, projectId: p.id, profileId: helper.profileId });

    const moved = await post('projects', { action: 'update', sessionId: owner.sessionId, id: p.id, space_id: to.id });
    expect(moved.status).toBe(200);
    expect(moved.body.project.space_id).toBe(to.id);
    const helperSees = await get('projects', { action: 'get', sessionId: helper.sessionId, spaceId: to.id });
    expect(helperSees.body.projects.map((x: { id: number }) => x.id)).toEqual([p.id]);
    const toMembers = await get('get-members', { sessionId: owner.sessionId, spaceId: to.id });
    expect(toMembers.body.members.map((m: { profile_id: number }) => m.profile_id).sort()).toEqual(
      [owner.profileId, helper.profileId].sort(),
    );
  });
});
