import { describe, expect, it } from 'vitest';
import {
  baseOf,
  changedFields,
  isStale,
  MERGE_FIELDS,
  type MergeField,
  type MergeValues,
  mergeConflicts,
  sameValue,
  unchangedFields,
  type VersionedTask,
} from '@shared/planner/task-merge.ts';
import { taskBaseSchema, taskConflictSchema, tasksActions } from '@shared/schemas/planner.ts';

const SESSION = '00000000-0000-4000-8000-000000000000';

const task = (over: Partial<VersionedTask> = {}): VersionedTask => ({
  version: 3,
  title: 'Подготовить иск',
  description: 'до пятницы',
  subtasks: [
    { id: 1, title: 'Собрать документы', is_completed: true, number: 1, date: '2026-03-02' },
    { id: 2, title: 'Подать', is_completed: false, number: 2, date: null },
  ],
  project_id: 7,
  value_date: '2026-03-10T06:30:00.000Z',
  value_period: ['2026-03-01', null],
  value_select: 11,
  value_multiselect: [21, 22],
  value_people: 5,
  value_checkbox: null,
  value_number: 3,
  ...over,
});

describe('the mergeable fields', () => {
  it('are the task update fields a person sets, without the kanban position', () => {
    expect([...MERGE_FIELDS].sort()).toEqual(
      [
        'title',
        'description',
        'subtasks',
        'project_id',
        'value_date',
        'value_period',
        'value_select',
        'value_multiselect',
        'value_people',
        'value_checkbox',
        'value_number',
      ].sort(),
    );
    const updateFields = Object.keys(tasksActions.update.shape).filter(
      (k) => !['action', 'sessionId', 'id', 'base'].includes(k),
    );
    // A deadline rule travels with the date it sets: the date is what the merge compares.
    expect(updateFields.filter((k) => !(MERGE_FIELDS as readonly string[]).includes(k))).toEqual([
      'value_select_position',
      'deadline',
    ]);
  });

  it('are exactly the fields a base may name and a conflict may carry', () => {
    expect(Object.keys(taskBaseSchema.shape.from.shape).sort()).toEqual([...MERGE_FIELDS].sort());
    const conflictFields = taskConflictSchema.options.map((o) => o.shape.field.value);
    expect(conflictFields.sort()).toEqual([...MERGE_FIELDS].sort());
  });
});

describe('sameValue', () => {
  const same = <F extends MergeField>(
    f: F,
    a: MergeValues[F] | null | undefined,
    b: MergeValues[F] | null | undefined,
  ) => sameValue(f, a, b);

  it('compares a title as the server stores it: trimmed, case and inner spaces kept', () => {
    expect(same('title', 'Иск', 'Иск')).toBe(true);
    expect(same('title', '  Иск ', 'Иск')).toBe(true);
    expect(same('title', 'Иск', 'иск')).toBe(false);
    expect(same('title', 'Иск  1', 'Иск 1')).toBe(false);
  });

  it('takes an empty description for none, but not a blank one', () => {
    expect(same('description', null, '')).toBe(true);
    expect(same('description', undefined, null)).toBe(true);
    expect(same('description', 'a', 'a')).toBe(true);
    expect(same('description', ' ', null)).toBe(false);
    expect(same('description', 'a', 'a ')).toBe(false);
  });

  it('compares subtasks structurally, in the order of their numbers', () => {
    const list = task().subtasks;
    const reversedInput = [list[1], list[0]];
    expect(same('subtasks', list, reversedInput)).toBe(true);
    // Numbers are only the order: a list numbered 5 and 9 is the list numbered 1 and 2.
    expect(
      same(
        'subtasks',
        list,
        list.map((s, i) => ({ ...s, number: (i + 1) * 4 + 1 })),
      ),
    ).toBe(true);
    expect(
      same('subtasks', list, [
        { ...list[1], number: 1 },
        { ...list[0], number: 2 },
      ]),
    ).toBe(false);
    expect(same('subtasks', list, [list[0], { ...list[1], is_completed: true }])).toBe(false);
    expect(same('subtasks', list, [list[0], { ...list[1], title: 'Подать иск' }])).toBe(false);
    expect(same('subtasks', list, [list[0], { ...list[1], id: 3 }])).toBe(false);
    expect(same('subtasks', list, [list[0]])).toBe(false);
    expect(same('subtasks', [], null)).toBe(true);
    expect(same('subtasks', undefined, [])).toBe(true);
  });

  it('compares subtask dates as stored: a moment by its instant, a day apart from a moment', () => {
    const at = (date: string | null | undefined) => [{ id: 1, title: 'x', is_completed: false, number: 1, date }];
    expect(same('subtasks', at('2026-03-02T12:00:00+03:00'), at('2026-03-02T09:00:00.000Z'))).toBe(true);
    expect(same('subtasks', at('2026-03-02'), at('2026-03-02T00:00:00.000Z'))).toBe(false);
    expect(same('subtasks', at(null), at(undefined))).toBe(true);
    expect(same('subtasks', at(null), at('2026-03-02'))).toBe(false);
  });

  it('compares a date as stored: a moment by its instant, a day as a day, empty as none', () => {
    expect(same('value_date', '2026-03-10T09:30:00+03:00', '2026-03-10T06:30:00.000Z')).toBe(true);
    expect(same('value_date', '2026-03-10T06:30:00Z', '2026-03-10T06:30:00.000Z')).toBe(true);
    expect(same('value_date', '2026-03-10', '2026-03-10')).toBe(true);
    // The same date with a time and without is a change: the time was set or taken away.
    expect(same('value_date', '2026-03-10', '2026-03-10T00:00:00.000Z')).toBe(false);
    expect(same('value_date', '2026-03-10T06:30:00.000Z', '2026-03-10T06:31:00.000Z')).toBe(false);
    expect(same('value_date', null, undefined)).toBe(true);
    expect(same('value_date', null, '2026-03-10')).toBe(false);
  });

  it('compares a period by both ends, each as a date; no period is a period open at both ends', () => {
    expect(same('value_period', ['2026-03-01', null], ['2026-03-01', null])).toBe(true);
    expect(same('value_period', ['2026-03-01T03:00:00+03:00', null], ['2026-03-01T00:00:00.000Z', null])).toBe(true);
    expect(same('value_period', ['2026-03-01', null], ['2026-03-01', '2026-03-05'])).toBe(false);
    expect(same('value_period', ['2026-03-01', null], [null, '2026-03-01'])).toBe(false);
    expect(same('value_period', null, [null, null])).toBe(true);
    expect(same('value_period', undefined, null)).toBe(true);
  });

  it('compares chosen options as a set', () => {
    expect(same('value_multiselect', [21, 22], [22, 21])).toBe(true);
    expect(same('value_multiselect', [21, 22], [21, 22, 22])).toBe(true);
    expect(same('value_multiselect', [21, 22], [21])).toBe(false);
    expect(same('value_multiselect', [], null)).toBe(true);
    expect(same('value_multiselect', [21], null)).toBe(false);
  });

  it('takes a checkbox never set for an unchecked one', () => {
    expect(same('value_checkbox', null, false)).toBe(true);
    expect(same('value_checkbox', undefined, false)).toBe(true);
    expect(same('value_checkbox', true, true)).toBe(true);
    expect(same('value_checkbox', null, true)).toBe(false);
  });

  it('compares ids and numbers exactly, none only with none', () => {
    expect(same('project_id', 7, 7)).toBe(true);
    expect(same('project_id', 7, 8)).toBe(false);
    expect(same('value_select', null, undefined)).toBe(true);
    expect(same('value_select', 11, null)).toBe(false);
    expect(same('value_people', 5, 5)).toBe(true);
    expect(same('value_people', 5, 6)).toBe(false);
    expect(same('value_number', 0, null)).toBe(false);
    expect(same('value_number', 1.5, 1.5)).toBe(true);
    expect(same('value_number', 1.5, 1.25)).toBe(false);
  });
});

describe('changedFields', () => {
  it('lists the fields of an update whose values differ, in the order of MERGE_FIELDS', () => {
    const cached = task();
    expect(
      changedFields(cached, {
        value_number: 4,
        title: 'Подготовить иск',
        description: 'к понедельнику',
        value_multiselect: [22, 21],
      }),
    ).toEqual(['description', 'value_number']);
  });

  it('compares every field between two versions of a task', () => {
    const before = task();
    const after = task({ title: 'Новый', value_checkbox: true, value_period: null, version: 4 });
    expect(changedFields(before, after)).toEqual(['title', 'value_period', 'value_checkbox']);
    expect(changedFields(before, task({ version: 9 }))).toEqual([]);
  });

  it('counts a cleared value as a change and a field left out as none', () => {
    expect(changedFields(task(), { value_date: null, value_select: undefined })).toEqual(['value_date']);
    expect(changedFields(task(), {})).toEqual([]);
  });
});

describe('baseOf', () => {
  it('takes the cached version and the cached value of each field the update carries', () => {
    const cached = task();
    expect(baseOf(cached, { title: 'Новый', value_date: null, value_number: undefined })).toEqual({
      version: 3,
      from: { title: 'Подготовить иск', value_date: '2026-03-10T06:30:00.000Z' },
    });
  });

  it('names no field the update does not carry, so the base always passes the update schema', () => {
    const cached = task();
    const update = { title: 'Новый', subtasks: [], value_multiselect: [21] };
    const parsed = tasksActions.update.safeParse({
      action: 'update',
      sessionId: SESSION,
      id: 1,
      ...update,
      base: baseOf(cached, update),
    });
    expect(parsed.success).toBe(true);
    expect(Object.keys(baseOf(cached, update).from)).toEqual(['title', 'subtasks', 'value_multiselect']);
  });
});

describe('mergeConflicts', () => {
  const base = baseOf(task(), { title: 'Мой заголовок' });

  it('finds none without a base or when the base is the current version', () => {
    expect(mergeConflicts(task({ title: 'Чужой' }), { title: 'Мой' }, undefined)).toEqual([]);
    expect(mergeConflicts(task({ title: 'Чужой' }), { title: 'Мой' }, { version: 3, from: { title: 'x' } })).toEqual(
      [],
    );
    expect(isStale(task(), undefined)).toBe(false);
    expect(isStale(task(), { version: 3, from: {} })).toBe(false);
    expect(isStale(task({ version: 4 }), { version: 3, from: {} })).toBe(true);
  });

  it('lists a field both changed with the value the person replaced', () => {
    const current = task({ version: 4, title: 'Чужой заголовок' });
    expect(mergeConflicts(current, { title: 'Мой заголовок' }, base)).toEqual([
      { field: 'title', theirs: 'Чужой заголовок' },
    ]);
  });

  it('finds none when only others changed other fields', () => {
    const current = task({ version: 5, description: 'чужое описание', value_number: 9 });
    expect(mergeConflicts(current, { title: 'Мой заголовок' }, base)).toEqual([]);
  });

  it('finds none when both made the same change', () => {
    const current = task({ version: 4, title: 'Мой заголовок' });
    expect(mergeConflicts(current, { title: '  Мой заголовок ' }, base)).toEqual([]);
  });

  it('finds none for a field the person sent unchanged, which keeps the other change instead', () => {
    const cached = task();
    const update = { title: 'Мой заголовок', description: cached.description };
    const b = baseOf(cached, update);
    const current = task({ version: 4, description: 'чужое описание' });
    expect(mergeConflicts(current, update, b)).toEqual([]);
    expect(unchangedFields(update, b)).toEqual(['description']);
  });

  it('compares each field by its own rule: the same instant, the same set, an unset checkbox', () => {
    const cached = task();
    const update = { value_date: '2026-04-01', value_multiselect: [23], value_checkbox: true };
    const b = baseOf(cached, update);
    const current = task({
      version: 4,
      value_date: '2026-03-10T09:30:00+03:00',
      value_multiselect: [22, 21],
      value_checkbox: false,
    });
    expect(mergeConflicts(current, update, b)).toEqual([]);
  });

  it('lists every overlapping field, each with its own theirs, in the order of MERGE_FIELDS', () => {
    const cached = task();
    const update = {
      value_number: 10,
      subtasks: [],
      value_period: null,
      value_people: null,
      project_id: 8,
      value_select: null,
    };
    const b = baseOf(cached, update);
    const theirs = task({
      version: 6,
      value_number: 4,
      subtasks: [cached.subtasks[0]],
      value_period: ['2026-03-01', '2026-03-09'],
      value_people: 6,
      project_id: 9,
      value_select: 12,
    });
    expect(mergeConflicts(theirs, update, b)).toEqual([
      { field: 'subtasks', theirs: [cached.subtasks[0]] },
      { field: 'project_id', theirs: 9 },
      { field: 'value_period', theirs: ['2026-03-01', '2026-03-09'] },
      { field: 'value_select', theirs: 12 },
      { field: 'value_people', theirs: 6 },
      { field: 'value_number', theirs: 4 },
    ]);
  });

  it('gives a cleared value of theirs as null', () => {
    const cached = task();
    const b = baseOf(cached, { value_date: '2026-05-01' });
    expect(mergeConflicts(task({ version: 4, value_date: null }), { value_date: '2026-05-01' }, b)).toEqual([
      { field: 'value_date', theirs: null },
    ]);
  });

  it('writes silently a field the base says nothing about', () => {
    const current = task({ version: 4, title: 'Чужой', value_number: 1 });
    const b = { version: 3, from: { title: 'Подготовить иск' } };
    expect(mergeConflicts(current, { title: 'Мой', value_number: 2 }, b)).toEqual([
      { field: 'title', theirs: 'Чужой' },
    ]);
  });

  it('answers conflicts the contract accepts', () => {
    const cached = task();
    const update = { title: 'Мой', subtasks: [], value_period: null, value_checkbox: true };
    const current = task({
      version: 4,
      title: 'Чужой',
      subtasks: [cached.subtasks[1]],
      value_period: [null, '2026-03-09'],
      value_checkbox: false,
    });
    const conflicts = mergeConflicts(current, update, baseOf(cached, update));
    expect(conflicts.map((c) => c.field)).toEqual(['title', 'subtasks', 'value_period']);
    for (const c of conflicts) expect(taskConflictSchema.parse(c)).toEqual(c);
  });
});

describe('the update schema', () => {
  const update = (extra: Record<string, unknown>) =>
    tasksActions.update.safeParse({ action: 'update', sessionId: SESSION, id: 1, ...extra });

  it('accepts an update without a base, and one whose base names only fields it changes', () => {
    expect(update({ title: 'x' }).success).toBe(true);
    expect(
      update({ title: 'x', description: null, base: { version: 2, from: { title: 'y', description: 'z' } } }).success,
    ).toBe(true);
    expect(update({ description: 'x', base: { version: 2, from: { description: null } } }).success).toBe(true);
  });

  it('refuses a base naming a field the update does not change, with the field in the path', () => {
    const r = update({ title: 'x', base: { version: 2, from: { title: 'y', value_number: 3 } } });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toMatchObject([
      { path: ['base', 'from', 'value_number'], message: 'validation.baseFromNotSent' },
    ]);
  });

  it('refuses a base naming the kanban position or an unknown field, a bad version or a bad value', () => {
    expect(update({ value_select_position: 1, base: { version: 2, from: { value_select_position: 0 } } }).success).toBe(
      false,
    );
    expect(update({ title: 'x', base: { version: 2, from: { title: 'y', color: 'red' } } }).success).toBe(false);
    expect(update({ title: 'x', base: { version: 0, from: {} } }).success).toBe(false);
    expect(update({ title: 'x', base: { version: 1.5, from: {} } }).success).toBe(false);
    expect(update({ title: 'x', base: { from: {} } }).success).toBe(false);
    expect(update({ value_date: null, base: { version: 2, from: { value_date: 'tomorrow' } } }).success).toBe(false);
  });
});
