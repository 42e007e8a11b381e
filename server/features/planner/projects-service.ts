import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Language } from '@shared/constants.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import { newProjectSlots } from '@shared/planner/default-slots.ts';
import { DEFAULT_MEMBER_ROLE_ID, ROLE, type projectsActions } from '@shared/schemas/planner.ts';
import type { Database } from '@server/db/schema.ts';
import { profileOf, projectAccess, spaceAccess, type ProjectAccess } from './access.ts';
import type { Caller } from './planner-caller.ts';
import { allow, canEdit, isManager, REFUSAL } from './permissions.ts';
import { readProjects } from './answer-sql.ts';
import { touchesSlots, writeSlots } from './slots.ts';
import { writeProjectValues, type ValueInputs } from './values.ts';

type Db = Kysely<Database>;
const translate = createTranslator();
type Input<K extends keyof typeof projectsActions> = z.output<(typeof projectsActions)[K]>;

const VALUE_KEYS = [
  'value_date',
  'value_period',
  'value_select',
  'value_select_position',
  'value_multiselect',
  'value_people',
  'value_checkbox',
  'value_number',
] as const;
const touchesValues = (input: ValueInputs) => VALUE_KEYS.some((k) => input[k] !== undefined);

export async function oneProject(db: Db, profileId: number, id: number, archived = false) {
  const { json } = await readProjects(db, { profileId }, { projectId: id, archived });
  return JSON.parse(json)[0];
}

const SLOT_KEYS = [
  'property_date',
  'property_period',
  'property_select',
  'property_multiselect',
  'property_people',
  'property_checkbox',
  'property_number',
] as const;

/**
 * Space owners and admins create projects; the creator also joins the project as its admin. A
 * project whose creator defines no properties (not even `null` for one) starts ready for work:
 * a due date, a status and an assignee in the creator's language (shared/planner/default-slots.ts).
 */
export async function createProject(db: Db, caller: Caller, input: Input<'create'>, language: Language) {
  if (SLOT_KEYS.every((k) => input[k] === undefined)) input = { ...input, ...newProjectSlots(translate(language)) };
  const me = profileOf(caller);
  const id = await db.transaction().execute(async (trx) => {
    const space = await spaceAccess(trx, me, input.space_id, { lock: true });
    allow(isManager(space.role), REFUSAL.createProject);
    const project = await trx
      .insertInto('projects')
      .values({ space_id: space.id, title: input.title, description: input.description ?? null, created_by: me })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('members')
      .values({
        object_type: 'project',
        space_id: space.id,
        project_id: project.id,
        profile_id: me,
        role_id: ROLE.admin,
      })
      .execute();
    await writeSlots(trx, { project_id: project.id }, input);
    await writeProjectValues(trx, { id: project.id, space_id: space.id }, input);
    return project.id;
  });
  return oneProject(db, me, id);
}

/**
 * Settings (title, description, slots) need owner or admin (space role, or project admin);
 * values (the side panel) any editor; moving to another space the space owner,
 * who must also own or administer the target space.
 */
export async function updateProject(db: Db, caller: Caller, input: Input<'update'>) {
  const me = profileOf(caller);
  await db.transaction().execute(async (trx) => {
    const project = await projectAccess(trx, me, input.id, { lock: true });
    let spaceId = project.space_id;
    if (input.space_id !== undefined && input.space_id !== project.space_id) {
      allow(project.spaceRole === ROLE.owner, REFUSAL.changeSpace);
      const target = await spaceAccess(trx, me, input.space_id, { lock: true });
      allow(isManager(target.role), REFUSAL.targetSpace);
      await moveProject(trx, project, target.id);
      spaceId = target.id;
    }
    if (input.title !== undefined || input.description !== undefined || touchesSlots(input)) {
      allow(isManager(project.role), REFUSAL.settings);
    }
    if (touchesValues(input)) allow(canEdit(project.role), REFUSAL.editProject);

    const patch = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
    };
    if (Object.keys(patch).length) {
      await trx
        .updateTable('projects')
        .set({ ...patch, updated_at: sql`now()` })
        .where('id', '=', project.id)
        .execute();
    }
    await writeSlots(trx, { project_id: project.id }, input);
    await writeProjectValues(trx, { id: project.id, space_id: spaceId }, input);
  });
  return oneProject(db, me, input.id);
}

/**
 * A project moving to another space takes its members along: anyone not yet in the
 * target space joins it as a member (project members come only from the space's
 * members). Its values were for the old space's slots and are dropped.
 */
async function moveProject(trx: Db, project: ProjectAccess, to: number) {
  await trx
    .updateTable('projects')
    .set({ space_id: to, updated_at: sql`now()` })
    .where('id', '=', project.id)
    .execute();
  await sql`insert into members (object_type, space_id, profile_id, role_id)
    select distinct 'space', ${to}::int, m.profile_id, ${DEFAULT_MEMBER_ROLE_ID}::int from members m
    where m.project_id = ${project.id}::int
    on conflict (space_id, profile_id) where object_type = 'space' do nothing`.execute(trx);
  await trx.updateTable('members').set({ space_id: to }).where('project_id', '=', project.id).execute();
  await trx.deleteFrom('property_values').where('project_id', '=', project.id).execute();
  // The old space's owners and admins no longer see the project: a change on their space
  // is what tells their views to refetch (the projects row's event now names the new space).
  await trx
    .updateTable('spaces')
    .set({ updated_at: sql`now()` })
    .where('id', '=', project.space_id)
    .execute();
}

export async function archiveProject(db: Db, caller: Caller, id: number) {
  const me = profileOf(caller);
  await db.transaction().execute(async (trx) => {
    const project = await projectAccess(trx, me, id, { lock: true });
    allow(isManager(project.role), REFUSAL.settings);
    await trx
      .updateTable('projects')
      .set({ archived_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  });
  return oneProject(db, me, id, true);
}
