import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { deadlineRuleInput, deadlineRuleSchema } from './deadlines.ts';
import { datedSchema, idSchema, sessionIdSchema, textSchema } from './common.ts';
import { MERGE_FIELDS, type MergeField } from '../planner/task-merge.ts';
import {
  DEFAULT_SPACE_COLOR,
  DEFAULT_SPACE_ICON,
  LIMITS,
  OPTION_GROUPS,
  SPACE_COLORS,
  SPACE_ICONS,
} from '../planner-constants.ts';

/**
 * The planner's calls and their answers: the contract between the
 * server (server/features/planner/functions/) and the app. Paths and actions as the
 * earlier system had them (docs/planner-api.md); limits its own and ours
 * (titles 200, descriptions 10 000 characters, 100 subtasks, 50 options).
 */

export {
  DEFAULT_MEMBER_ROLE_ID,
  DEFAULT_SPACE_COLOR,
  DEFAULT_SPACE_ICON,
  LIMITS,
  OPTION_GROUPS,
  type OptionGroup,
  PROPERTY_KINDS,
  PROPERTY_TYPES,
  ROLE,
  SLOT_FIELDS,
  SPACE_COLORS,
  SPACE_ICONS,
  VALUE_FIELDS,
  type PropertyKind,
} from '../planner-constants.ts';

const title = textSchema.trim().min(1, { error: V.required }).max(LIMITS.title);
const description = textSchema.max(LIMITS.description).nullish();
/** A task's, a subtask's or a project's date: a calendar day or a moment (docs/dates.md). */
const dated = datedSchema;

// ── properties ───────────────────────────────────────────────────────────────

export const optionGroupSchema = z.enum(OPTION_GROUPS);
export const optionSchema = z.object({
  id: z.number(),
  number: z.number(),
  title: z.string(),
  color: z.string(),
  group: optionGroupSchema,
});
export type PropertyOption = z.infer<typeof optionSchema>;

/** A slot as answered: null (no property of that kind) or its definition. */
export const slotSchema = z
  .object({ id: z.number(), title: z.string(), options: z.array(optionSchema).optional() })
  .nullable();
export type PropertySlot = z.infer<typeof slotSchema>;

/**
 * A slot as written through create/update: options with an id are updated, without an id
 * created, left out removed (tasks holding a removed option fall back to no value);
 * `null` clears the slot; an absent field leaves it as it is. Option order = array order.
 */
export const slotInput = z
  .object({
    title: title,
    options: z
      .array(
        z.object({
          id: idSchema.optional(),
          title: title.max(LIMITS.optionTitle),
          color: textSchema.trim().min(1).max(32),
          /** Absent: unchanged (older clients), `unstarted` for a new option. */
          group: optionGroupSchema.optional(),
        }),
      )
      .max(LIMITS.options)
      .optional(),
  })
  .nullable();

const slotInputs = {
  property_date: slotInput.optional(),
  property_period: slotInput.optional(),
  property_select: slotInput.optional(),
  property_multiselect: slotInput.optional(),
  property_people: slotInput.optional(),
  property_checkbox: slotInput.optional(),
  property_number: slotInput.optional(),
};
const slotAnswers = {
  property_date: slotSchema,
  property_period: slotSchema,
  property_select: slotSchema,
  property_multiselect: slotSchema,
  property_people: slotSchema,
  property_checkbox: slotSchema,
  property_number: slotSchema,
};

/** The spec's PropertyValue shape, derived by the server from the typed value columns. */
export const propertyValueSchema = z.object({
  id: z.number(),
  date: z.string().nullable(),
  date_to: z.string().nullable(),
  profile_id: z.number().nullable(),
  property_option_id: z.number().nullable(),
  property_option_ids: z.array(z.number()).optional(),
  checkbox: z.boolean().nullable().optional(),
  number: z.number().nullable().optional(),
  property: z.object({
    id: z.number(),
    title: z.string(),
    options: z.array(optionSchema).optional(),
    property_type: z.object({ id: z.number(), title: z.string() }),
  }),
});
export type PropertyValue = z.infer<typeof propertyValueSchema>;

/** Values written on a task (or a project); `null` clears one, absent leaves it. */
const valueInputs = {
  value_date: dated.nullable().optional(),
  value_period: z.tuple([dated.nullable(), dated.nullable()]).nullable().optional(),
  value_select: idSchema.nullable().optional(),
  value_select_position: z.number().int().min(0).max(1_000_000).nullable().optional(),
  value_multiselect: z.array(idSchema).max(LIMITS.options).nullable().optional(),
  value_people: idSchema.nullable().optional(),
  value_checkbox: z.boolean().nullable().optional(),
  value_number: z.number().finite().nullable().optional(),
};
const valueAnswers = {
  value_date: z.string().nullable(),
  value_period: z.tuple([z.string().nullable(), z.string().nullable()]).nullable(),
  value_select: z.number().nullable(),
  value_select_position: z.number().nullable(),
  value_multiselect: z.array(z.number()),
  value_people: z.number().nullable(),
  value_checkbox: z.boolean().nullable(),
  value_number: z.number().nullable(),
  propertyValues: z.array(propertyValueSchema),
};

export const propertyColumnSchema = z.object({
  key: z.enum([
    'value_date',
    'value_period',
    'value_select',
    'value_multiselect',
    'value_people',
    'value_checkbox',
    'value_number',
  ]),
  title: z.string(),
  type: z.enum(['date', 'period', 'select', 'multiselect', 'people', 'checkbox', 'number']),
  options: z.array(optionSchema).optional(),
});
export type PropertyColumn = z.infer<typeof propertyColumnSchema>;

// ── entities as answered ────────────────────────────────────────────────────

export const roleSchema = z.object({ id: z.number(), title: z.string(), description: z.string().optional() });
export type Role = z.infer<typeof roleSchema>;

export const spaceSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  created_at: z.string(),
  /** the caller's role in this space */
  role: roleSchema.nullable(),
  ...slotAnswers,
});
export type Space = z.infer<typeof spaceSchema>;

export const projectSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  space_id: z.number(),
  created_at: z.string(),
  /** the caller's effective role: the space role if owner/admin, else the project role */
  role: roleSchema.nullable(),
  ...slotAnswers,
  ...valueAnswers,
});
export type Project = z.infer<typeof projectSchema>;

export const subtaskSchema = z.object({
  id: z.number().int().positive(),
  title: textSchema.max(LIMITS.title),
  date: dated.nullish(),
  is_completed: z.boolean(),
  number: z.number().int().positive(),
});
export type Subtask = z.infer<typeof subtaskSchema>;

export const taskSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  project_id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** 1 when created, one more with each change a person makes (shared/planner/task-merge.ts) */
  version: z.number(),
  subtasks: z.array(subtaskSchema),
  ...valueAnswers,
  /** The procedural rule its date was computed by (shared/deadlines/), or null for a date set by hand. */
  deadline: deadlineRuleSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const miniProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});
export type MiniProfile = z.infer<typeof miniProfileSchema>;

export const memberSchema = z.object({
  id: z.number(),
  profile_id: z.number(),
  object_type: z.enum(['space', 'project', 'task']),
  space_id: z.number().nullable(),
  project_id: z.number().nullable(),
  task_id: z.number().nullable(),
  role: roleSchema,
  created_at: z.string(),
  profile: miniProfileSchema,
});
export type Member = z.infer<typeof memberSchema>;

// ── calls ───────────────────────────────────────────────────────────────────

const s = { sessionId: sessionIdSchema };

export const spacesActions = {
  get: z.object({ action: z.literal('get'), ...s }),
  create: z.object({
    action: z.literal('create'),
    ...s,
    title,
    description,
    icon: z.enum(SPACE_ICONS).default(DEFAULT_SPACE_ICON),
    color: z.enum(SPACE_COLORS).default(DEFAULT_SPACE_COLOR),
    ...slotInputs,
  }),
  update: z.object({
    action: z.literal('update'),
    ...s,
    id: idSchema,
    title: title.optional(),
    description,
    icon: z.enum(SPACE_ICONS).optional(),
    color: z.enum(SPACE_COLORS).optional(),
    ...slotInputs,
  }),
  archive: z.object({ action: z.literal('archive'), ...s, id: idSchema }),
};
export const spacesAnswer = z.object({ spaces: z.array(spaceSchema) });

export const projectsActions = {
  get: z.object({ action: z.literal('get'), ...s, spaceId: idSchema.optional() }),
  create: z.object({
    action: z.literal('create'),
    ...s,
    space_id: idSchema,
    title,
    description,
    ...slotInputs,
    ...valueInputs,
  }),
  update: z.object({
    action: z.literal('update'),
    ...s,
    id: idSchema,
    space_id: idSchema.optional(),
    title: title.optional(),
    description,
    ...slotInputs,
    ...valueInputs,
  }),
  archive: z.object({ action: z.literal('archive'), ...s, id: idSchema }),
};
export const projectsAnswer = z.object({ projects: z.array(projectSchema) });

/**
 * A deadline rule sets the task's date to the day it computes (the server counts it); `null`
 * drops the rule and keeps the date. A date sent by hand drops the rule too, so the two are
 * never sent together.
 */
const taskDeadline = deadlineRuleInput.nullable().optional();
const dateOrDeadline = (v: { deadline?: unknown; value_date?: unknown }, ctx: z.RefinementCtx) => {
  if (v.deadline && v.value_date !== undefined)
    ctx.addIssue({ code: 'custom', message: V.dateOrDeadline, path: ['value_date'] });
};

const subtasksInput = z.array(subtaskSchema).max(LIMITS.subtasks).nullish();

/** What tasks update changes; `null` clears a value, absent leaves it. */
const taskUpdateFields = {
  project_id: idSchema.optional(),
  title: title.optional(),
  description,
  subtasks: subtasksInput,
  ...valueInputs,
  deadline: taskDeadline,
};
const mergeMask = Object.fromEntries(MERGE_FIELDS.map((f) => [f, true])) as { [F in MergeField]: true };

/**
 * What an update made offline was based on (shared/planner/task-merge.ts): the task's version
 * the person saw, and the value each changed field had then, checked as the field itself is.
 */
export const taskBaseSchema = z.object({
  version: z.number().int().positive(),
  from: z.object(taskUpdateFields).pick(mergeMask).strict(),
});

/** A field someone else changed too: the person's value was written; `theirs` is the value it replaced. */
const conflictOf = <F extends MergeField>(field: F) =>
  z.object({ field: z.literal(field), theirs: taskSchema.shape[field] });
export const taskConflictSchema = z.discriminatedUnion('field', [
  conflictOf('title'),
  conflictOf('description'),
  conflictOf('subtasks'),
  conflictOf('project_id'),
  conflictOf('value_date'),
  conflictOf('value_period'),
  conflictOf('value_select'),
  conflictOf('value_multiselect'),
  conflictOf('value_people'),
  conflictOf('value_checkbox'),
  conflictOf('value_number'),
]);

/** The answer to tasks update: the task, and the fields it overwrote that someone else had changed (none: absent). */
export const taskUpdateAnswer = z.object({ task: taskSchema, conflicts: z.array(taskConflictSchema).optional() });

const taskCreate = z.object({
  action: z.literal('create'),
  ...s,
  project_id: idSchema,
  title,
  description,
  subtasks: subtasksInput,
  ...valueInputs,
  deadline: taskDeadline,
});

/**
 * What the task dialog edits: a create's fields (an edit sends the same ones). The dialog keeps
 * a date and a rule side by side and sends one of them, so the two are not checked together here.
 */
export const taskFormSchema = taskCreate.omit({ action: true, sessionId: true });

export const tasksActions = {
  get: z.object({ action: z.literal('get'), ...s, projectId: idSchema.optional() }),
  create: taskCreate.superRefine(dateOrDeadline),
  update: z
    .object({ action: z.literal('update'), ...s, id: idSchema, ...taskUpdateFields, base: taskBaseSchema.optional() })
    .superRefine((v, ctx) => {
      dateOrDeadline(v, ctx);
      // A value before the change only means something for a field the update changes.
      for (const f of MERGE_FIELDS) {
        if (v.base?.from[f] !== undefined && v[f] === undefined)
          ctx.addIssue({ code: 'custom', message: V.baseFromNotSent, path: ['base', 'from', f] });
      }
    }),
  archive: z.object({ action: z.literal('archive'), ...s, id: idSchema }),
  /** Where a task lives, for deep links (`/planner?task=<id>` from the bot's `task_<id>`). */
  locate: z.object({ action: z.literal('locate'), ...s, id: idSchema }),
  updateBatch: z.object({
    action: z.literal('updateBatch'),
    ...s,
    updates: z
      .array(
        z.object({
          id: idSchema,
          value_select_position: z.number().int().min(0).max(1_000_000),
          value_select: idSchema.nullable().optional(),
        }),
      )
      .min(1)
      .max(LIMITS.batch),
  }),
};
export const tasksAnswer = z.object({
  tasks: z.array(taskSchema),
  propertyColumns: z.array(propertyColumnSchema),
  profiles: z.record(z.string(), miniProfileSchema),
});

export const taskLocationAnswer = z.object({
  task: z.object({ id: z.number(), project_id: z.number(), space_id: z.number() }),
});

/** planner-data: everything a project's views need, in one round trip. */
export const plannerDataInput = z.object({ ...s, projectId: idSchema });
export const plannerDataAnswer = z.object({
  project: projectSchema,
  space: spaceSchema,
  tasks: z.array(taskSchema),
  propertyColumns: z.array(propertyColumnSchema),
  members: z.array(memberSchema),
  profiles: z.record(z.string(), miniProfileSchema),
});

export const getMembersInput = z
  .object({ sessionId: sessionIdSchema.optional(), projectId: idSchema.optional(), spaceId: idSchema.optional() })
  .refine((v) => v.projectId !== undefined || v.spaceId !== undefined, { error: V.spaceOrProject });
export const membersAnswer = z.object({ members: z.array(memberSchema) });

const target = { spaceId: idSchema.optional(), projectId: idSchema.optional() };
const oneTarget = (v: { spaceId?: number; projectId?: number }) =>
  (v.spaceId === undefined) !== (v.projectId === undefined);
export const membersActions = {
  add: z
    .object({ action: z.literal('add'), ...s, ...target, profileId: idSchema, roleId: idSchema.optional() })
    .refine(oneTarget, { error: V.oneOfSpaceOrProject }),
  updateRole: z.object({ action: z.literal('updateRole'), ...s, memberId: idSchema, roleId: idSchema }),
  remove: z.object({ action: z.literal('remove'), ...s, memberId: idSchema }),
  leave: z.object({ action: z.literal('leave'), ...s, ...target }).refine(oneTarget, { error: V.oneOfSpaceOrProject }),
};

/** roles: public reference data; a session and action=get are accepted but not needed. */
export const rolesInput = z.object({ sessionId: sessionIdSchema.optional(), action: z.literal('get').optional() });
export const rolesAnswer = z.object({ roles: z.array(roleSchema) });

export const profilesActions = {
  search: z.object({
    action: z.literal('search'),
    ...s,
    query: textSchema.trim().min(LIMITS.profileSearchMin, { error: V.profileSearchMin }).max(64),
  }),
  byIds: z.object({
    action: z.literal('byIds'),
    ...s,
    ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(idSchema).max(200)),
  }),
};
export const profilesAnswer = z.object({ profiles: z.array(miniProfileSchema) });
