import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrations } from '@migrations/index.ts';
import { migrateToLatest } from '@server/db/migrate.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerCalls } from './planner-helpers.ts';

/**
 * Each option of a select property has a group (unstarted, started, done, cancelled);
 * tasks on done or cancelled options are finished work, never shown overdue nor sent in a
 * digest or reminder. Every answer that
 * carries options carries the group; whoever may edit the property sets it.
 */
const t = await createTestApp();
const { get, post } = plannerCalls(t);

async function world() {
  const owner = await t.signIn('Owner Groups');
  const space = (
    await post('spaces', {
      action: 'create',
      sessionId: owner.sessionId,
      title: 'Практика',
      property_select: {
        title: 'Приоритет',
        options: [
          { title: 'Обычный', color: 'blue' },
          { title: 'Закрыто', color: 'green', group: 'cancelled' },
        ],
      },
    })
  ).body.space;
  const created = await post('projects', {
    action: 'create',
    sessionId: owner.sessionId,
    space_id: space.id,
    title: 'Арбитраж',
    property_select: {
      title: 'Статус',
      options: [
        { title: 'Новая', color: 'blue' },
        { title: 'В работе', color: 'yellow', group: 'started' },
        { title: 'Готово', color: 'green' },
        { title: 'Отменена', color: 'red', group: 'cancelled' },
      ],
    },
  });
  expect(created.status).toBe(200);
  return { owner, space, project: created.body.project };
}

const groupsOf = (slot: { options: { title: string; group: string }[] }) =>
  Object.fromEntries(slot.options.map((o) => [o.title, o.group]));

describe('select option groups', () => {
  it('are answered by projects, spaces and planner-data; a new "Готово" without a group is done', async () => {
    const { owner, space, project } = await world();
    const expected = { Новая: 'unstarted', 'В работе': 'started', Готово: 'done', Отменена: 'cancelled' };
    expect(groupsOf(project.property_select)).toEqual(expected);

    const got = await get('projects', { action: 'get', sessionId: owner.sessionId, projectId: project.id });
    expect(groupsOf(got.body.projects[0].property_select)).toEqual(expected);
    const data = await get('planner-data', { sessionId: owner.sessionId, projectId: project.id });
    expect(groupsOf(data.body.project.property_select)).toEqual(expected);
    const column = data.body.propertyColumns.find((c: { type: string }) => c.type === 'select');
    expect(groupsOf(column)).toEqual(expected);
    // The space's kept answer (spaces.answer_json) carries them too.
    const spaces = await get('spaces', { action: 'get', sessionId: owner.sessionId, spaceId: space.id });
    expect(groupsOf(spaces.body.spaces[0].property_select)).toEqual({ Обычный: 'unstarted', Закрыто: 'cancelled' });
  });

  it('are set in the settings; an update that omits the group (an older client) leaves it as it was', async () => {
    const { owner, space, project } = await world();
    const [fresh, inWork, done, cancelled] = project.property_select.options;
    const update = (options: object[]) =>
      post('projects', {
        action: 'update',
        sessionId: owner.sessionId,
        id: project.id,
        property_select: { title: 'Статус', options },
      });
    let r = await update([
      { id: fresh.id, title: 'Новая', color: 'blue', group: 'started' },
      { id: inWork.id, title: 'В работе', color: 'yellow' },
      { id: done.id, title: 'Сделано', color: 'green' },
      { id: cancelled.id, title: 'Отменена', color: 'red', group: 'unstarted' },
      { title: 'Архив', color: 'teal', group: 'done' },
    ]);
    expect(r.status).toBe(200);
    expect(groupsOf(r.body.project.property_select)).toEqual({
      Новая: 'started',
      'В работе': 'started',
      Сделано: 'done',
      Отменена: 'unstarted',
      Архив: 'done',
    });
    // The space's slot, through the space's kept answer.
    const sp = space.property_select.options;
    r = await post('spaces', {
      action: 'update',
      sessionId: owner.sessionId,
      id: space.id,
      property_select: {
        title: 'Приоритет',
        options: [
          { id: sp[0].id, title: 'Обычный', color: 'blue', group: 'done' },
          { id: sp[1].id, title: 'Закрыто', color: 'green' },
        ],
      },
    });
    expect(r.status).toBe(200);
    const spaces = await get('spaces', { action: 'get', sessionId: owner.sessionId, spaceId: space.id });
    expect(groupsOf(spaces.body.spaces[0].property_select)).toEqual({ Обычный: 'done', Закрыто: 'cancelled' });
  });

  it('refuses a group it does not know, and a member who may not edit the property cannot set one', async () => {
    const { owner, space, project } = await world();
    const [fresh] = project.property_select.options;
    const bad = await post('projects', {
      action: 'update',
      sessionId: owner.sessionId,
      id: project.id,
      property_select: {
        title: 'Статус',
        options: [{ id: fresh.id, title: 'Новая', color: 'blue', group: 'finished' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeTruthy();

    const member = await t.signIn('Member Groups');
    for (const target of [{ spaceId: space.id }, { projectId: project.id }]) {
      const added = await post('members', {
        action: 'add',
        sessionId: owner.sessionId,
        ...target,
        profileId: member.profileId,
      });
      expect(added.status).toBe(200);
    }
    const denied = await post('projects', {
      action: 'update',
      sessionId: member.sessionId,
      id: project.id,
      property_select: { title: 'Статус', options: [{ id: fresh.id, title: 'Новая', color: 'blue', group: 'done' }] },
    });
    expect(denied.status).toBe(403);
    const after = await get('projects', { action: 'get', sessionId: owner.sessionId, projectId: project.id });
    expect(after.body.projects[0].property_select.options[0].group).toBe('unstarted');
  });
});

describe('a new project', () => {
  it('starts ready for work in its creator’s language: a due date, a status through every stage, an assignee', async () => {
    const owner = await t.signIn('Owner Defaults');
    await t.call('settings', { action: 'updateLanguage', sessionId: owner.sessionId, data: { language: 'ru' } });
    const space = (await post('spaces', { action: 'create', sessionId: owner.sessionId, title: 'Бюро' })).body.space;
    const ru = (
      await post('projects', { action: 'create', sessionId: owner.sessionId, space_id: space.id, title: 'Споры' })
    ).body.project;
    expect(ru.property_date).toMatchObject({ title: 'Срок' });
    expect(ru.property_people).toMatchObject({ title: 'Исполнитель' });
    expect(ru.property_select.title).toBe('Статус');
    expect(groupsOf(ru.property_select)).toEqual({
      Новая: 'unstarted',
      'В работе': 'started',
      Готово: 'done',
      Отменена: 'cancelled',
    });
    // A task can be given a date, a status and an assignee at once.
    const task = await post('tasks', {
      action: 'create',
      sessionId: owner.sessionId,
      project_id: ru.id,
      title: 'Иск',
      value_date: '2026-12-08',
      value_select: ru.property_select.options[1].id,
      value_people: owner.profileId,
    });
    expect(task.status).toBe(200);

    // In English for someone who uses the app in English.
    await t.call('settings', { action: 'updateLanguage', sessionId: owner.sessionId, data: { language: 'en' } });
    const en = (
      await post('projects', { action: 'create', sessionId: owner.sessionId, space_id: space.id, title: 'Deals' })
    ).body.project;
    expect([en.property_date.title, en.property_select.title, en.property_people.title]).toEqual([
      'Due',
      'Status',
      'Assignee',
    ]);
    expect(groupsOf(en.property_select)).toEqual({
      New: 'unstarted',
      'In progress': 'started',
      Done: 'done',
      Cancelled: 'cancelled',
    });
    // Properties the creator defines (or refuses, with null) are the project's own.
    const own = (
      await post('projects', {
        action: 'create',
        sessionId: owner.sessionId,
        space_id: space.id,
        title: 'Own',
        property_number: { title: 'Hours' },
      })
    ).body.project;
    expect([own.property_date, own.property_select, own.property_number?.title]).toEqual([null, null, 'Hours']);
    const bare = (
      await post('projects', {
        action: 'create',
        sessionId: owner.sessionId,
        space_id: space.id,
        title: 'Bare',
        property_select: null,
      })
    ).body.project;
    expect([bare.property_date, bare.property_select, bare.property_people]).toEqual([null, null, null]);
  });

  it('reads an option’s stage from its title when none is chosen: started and cancelled too', async () => {
    const owner = await t.signIn('Owner Titles');
    const space = (await post('spaces', { action: 'create', sessionId: owner.sessionId, title: 'Бюро' })).body.space;
    const project = (
      await post('projects', {
        action: 'create',
        sessionId: owner.sessionId,
        space_id: space.id,
        title: 'Сделки',
        property_select: {
          title: 'Этап',
          options: ['Ожидает', 'В работе', 'In progress', 'Выполнено', 'Отменено', 'Cancelled'].map((title) => ({
            title,
            color: 'blue',
          })),
        },
      })
    ).body.project;
    expect(groupsOf(project.property_select)).toEqual({
      Ожидает: 'unstarted',
      'В работе': 'started',
      'In progress': 'started',
      Выполнено: 'done',
      Отменено: 'cancelled',
      Cancelled: 'cancelled',
    });
  });
});

describe('migration 202611260250_option_groups', () => {
  it('marks existing select options titled as finished work done, and the rest unstarted', async () => {
    const { owner, space, project } = await world();
    const migrator = new Migrator({ db: t.db.db as never, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('202611260100_answer_versions');
    expect(down.error).toBeUndefined();
    // Options as they were made before groups existed.
    const pr = await t.db.db
      .selectFrom('properties')
      .select('id')
      .where('project_id', '=', project.id)
      .where('property_type_id', '=', 3)
      .executeTakeFirstOrThrow();
    await sql`insert into property_options (property_id, number, title, color)
      values (${pr.id}::int, 10, ' выполнено ', 'green'), (${pr.id}::int, 11, 'Done', 'green'), (${pr.id}::int, 12, 'Почти готово', 'green')`.execute(
      t.db.db,
    );

    expect(await migrateToLatest(t.db.db as never)).toContain('202611260250_option_groups');

    const got = await get('projects', { action: 'get', sessionId: owner.sessionId, projectId: project.id });
    expect(groupsOf(got.body.projects[0].property_select)).toMatchObject({
      Новая: 'unstarted',
      'В работе': 'unstarted',
      Готово: 'done',
      Отменена: 'unstarted',
      ' выполнено ': 'done',
      Done: 'done',
      'Почти готово': 'unstarted',
    });
    const spaces = await get('spaces', { action: 'get', sessionId: owner.sessionId, spaceId: space.id });
    // The space's kept answer was built again with the groups ("Закрыто" is done now).
    expect(groupsOf(spaces.body.spaces[0].property_select)).toEqual({ Обычный: 'unstarted', Закрыто: 'done' });
  });
});
