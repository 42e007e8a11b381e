import type { z } from 'zod';
import { plannerDataAnswer, type Task } from '@shared/schemas/planner.ts';

type PlannerData = z.infer<typeof plannerDataAnswer>;

export interface TaskSeed {
  title: string;
  /** Index into the statuses; null or absent: No Status. */
  status?: number | null;
  position?: number;
  /** ISO moment. */
  date?: string | null;
  /** A profile id of the world's people. */
  assignee?: number | null;
}

export const ANNA = { id: 1, name: 'Анна Смирнова', username: 'anna_smirnova', avatar: null };
export const IGOR = { id: 2, name: 'Игорь Волков', username: 'igor_volkov', avatar: null };

const STATUSES = [
  { title: 'К выполнению', color: 'blue', group: 'unstarted' },
  { title: 'В работе', color: 'orange', group: 'started' },
  { title: 'Готово', color: 'green', group: 'done' },
] as const;

const AT = '2026-11-01T09:00:00.000Z';
const owner = { id: 1, title: 'Владелец' };

/**
 * One project as `planner-data` answers it (shared/schemas/planner.ts, parsed by its schema), as
 * the browser tests' seedBoard makes it: a 'Статус' select with three options (ids 11, 12, 13),
 * a date and a person property, Anna the owner and Igor a member. `select: false` leaves the
 * select out.
 */
export function plannerWorld(tasks: TaskSeed[], { select = true } = {}): PlannerData {
  const options = STATUSES.map((s, i) => ({ id: 11 + i, number: i + 1, ...s }));
  const slot = (id: number, title: string, withOptions = false) => ({ id, title, ...(withOptions ? { options } : {}) });
  const slots = {
    property_date: slot(21, 'Срок'),
    property_period: null,
    property_select: select ? slot(22, 'Статус', true) : null,
    property_multiselect: null,
    property_people: slot(23, 'Исполнитель'),
    property_checkbox: null,
    property_number: null,
  };
  const values = {
    value_date: null,
    value_period: null,
    value_select: null,
    value_select_position: null,
    value_multiselect: [],
    value_people: null,
    value_checkbox: null,
    value_number: null,
    propertyValues: [],
  };
  const member = (id: number, profile: typeof ANNA, role: { id: number; title: string }) => ({
    id,
    profile_id: profile.id,
    object_type: 'project' as const,
    space_id: null,
    project_id: 7,
    task_id: null,
    role,
    created_at: AT,
    profile,
  });
  return plannerDataAnswer.parse({
    space: {
      id: 3,
      title: 'Практика',
      description: null,
      icon: 'Briefcase',
      color: 'blue',
      created_at: AT,
      role: owner,
      ...slots,
    },
    project: {
      id: 7,
      title: 'Судебные споры',
      description: null,
      space_id: 3,
      created_at: AT,
      role: owner,
      ...slots,
      ...values,
    },
    tasks: tasks.map((t, i): Task => ({
      id: 101 + i,
      title: t.title,
      description: null,
      project_id: 7,
      created_at: AT,
      updated_at: AT,
      version: 1,
      subtasks: [],
      ...values,
      value_select: t.status === undefined || t.status === null ? null : options[t.status].id,
      value_select_position: t.position ?? null,
      value_date: t.date ?? null,
      value_people: t.assignee ?? null,
      deadline: null,
    })),
    // The table's and list's columns: one per property the project has.
    propertyColumns: [
      { key: 'value_date', title: 'Срок', type: 'date' },
      ...(select ? [{ key: 'value_select', title: 'Статус', type: 'select', options }] : []),
      { key: 'value_people', title: 'Исполнитель', type: 'people' },
    ],
    members: [member(1, ANNA, owner), member(2, IGOR, { id: 3, title: 'Участник' })],
    profiles: { [ANNA.id]: ANNA, [IGOR.id]: IGOR },
  });
}

/** Task ids by title. */
export const idsOf = (data: PlannerData) => Object.fromEntries(data.tasks.map((t) => [t.title, t.id]));
