import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_MEMBER_ROLE_ID, ROLE, type membersActions } from '@shared/schemas/planner.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { dropUnseenAssignments, isSpaceMember, profileOf, projectAccess, spaceAccess } from './access.ts';
import type { Caller } from './planner-caller.ts';
import { allow, isManager, REFUSAL } from './permissions.ts';
import { readMembers } from './answer-sql.ts';

/**
 * Members of spaces and projects. Every change
 * that touches several rows (removing someone from a space takes them out of its
 * projects too) is one transaction, under the space's or project's row lock so that
 * "the last owner" checks cannot race.
 */

type Db = Kysely<Database>;
type Input<K extends keyof typeof membersActions> = z.output<(typeof membersActions)[K]>;

const SPACE_ROLES = new Set<number>([ROLE.owner, ROLE.admin, ROLE.member, ROLE.viewer]);
/** A project has no owner of its own: the space's owners own it. */
const PROJECT_ROLES = new Set<number>([ROLE.admin, ROLE.member, ROLE.viewer]);

async function oneMember(db: Db, memberId: number) {
  return JSON.parse(await readMembers(db, { memberId }))[0];
}

async function ownersOf(db: Db, spaceId: number): Promise<number> {
  const r = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('object_type', '=', 'space')
    .where('space_id', '=', spaceId)
    .where('role_id', '=', ROLE.owner)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function profileExists(db: Db, profileId: number) {
  const p = await db.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst();
  if (!p) throw new HttpError('profile_not_found');
}

/** Owners and admins add space members (default role 3); project managers add project members from the space's. */
export async function addMember(db: Db, caller: Caller, input: Input<'add'>) {
  const me = profileOf(caller);
  const id = await db.transaction().execute(async (trx) => {
    if (input.spaceId !== undefined) {
      const space = await spaceAccess(trx, me, input.spaceId, { lock: true });
      allow(isManager(space.role), REFUSAL.manageMembers);
      const role = input.roleId ?? DEFAULT_MEMBER_ROLE_ID;
      if (!SPACE_ROLES.has(role)) throw new HttpError('unknown_role');
      if (role === ROLE.owner) allow(space.role === ROLE.owner, REFUSAL.grantOwner);
      await profileExists(trx, input.profileId);
      const r = await sql<{ id: number }>`insert into members (object_type, space_id, profile_id, role_id)
        values ('space', ${space.id}::int, ${input.profileId}::int, ${role}::int)
        on conflict (space_id, profile_id) where object_type = 'space' do nothing returning id`.execute(trx);
      if (!r.rows[0]) throw new HttpError('already_member');
      return r.rows[0].id;
    }
    const project = await projectAccess(trx, me, input.projectId!, { lock: true });
    allow(isManager(project.role), REFUSAL.manageMembers);
    const role = input.roleId ?? DEFAULT_MEMBER_ROLE_ID;
    if (!PROJECT_ROLES.has(role)) throw new HttpError('unknown_project_role');
    await profileExists(trx, input.profileId);
    if (!(await isSpaceMember(trx, project.space_id, input.profileId))) throw new HttpError('not_space_member');
    const r = await sql<{ id: number }>`insert into members (object_type, space_id, project_id, profile_id, role_id)
      values ('project', ${project.space_id}::int, ${project.id}::int, ${input.profileId}::int, ${role}::int)
      on conflict (project_id, profile_id) where object_type = 'project' do nothing returning id`.execute(trx);
    if (!r.rows[0]) throw new HttpError('already_member');
    return r.rows[0].id;
  });
  return oneMember(db, id);
}

async function memberRow(db: Db, memberId: number) {
  const m = await db
    .selectFrom('members')
    .select(['id', 'object_type', 'space_id', 'project_id', 'profile_id', 'role_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!m) throw new HttpError('member_not_found');
  return m;
}

/** Same 404 whether the member is unknown or on an object the caller cannot see. */
const hidden = (err: { status?: number }) => {
  throw err?.status === 404 ? new HttpError('member_not_found') : err;
};

/** Space roles: owners only. Project roles: whoever manages the project. */
export async function updateMemberRole(db: Db, caller: Caller, input: Input<'updateRole'>) {
  const me = profileOf(caller);
  await db.transaction().execute(async (trx) => {
    const m = await memberRow(trx, input.memberId);
    if (m.object_type === 'space') {
      const space = await spaceAccess(trx, me, m.space_id, { lock: true }).catch(hidden);
      allow(space.role === ROLE.owner, REFUSAL.changeRoles);
      if (!SPACE_ROLES.has(input.roleId)) throw new HttpError('unknown_role');
      if (m.role_id === ROLE.owner && input.roleId !== ROLE.owner && (await ownersOf(trx, m.space_id)) <= 1) {
        throw new HttpError('last_owner_demoted');
      }
    } else {
      const project = await projectAccess(trx, me, m.project_id!, { lock: true }).catch(hidden);
      allow(isManager(project.role), REFUSAL.manageMembers);
      if (!PROJECT_ROLES.has(input.roleId)) throw new HttpError('unknown_project_role');
    }
    await trx.updateTable('members').set({ role_id: input.roleId }).where('id', '=', m.id).execute();
    // An admin made a member sees only their own projects from now on.
    await dropUnseenAssignments(trx, m.space_id, m.profile_id);
  });
  return oneMember(db, input.memberId);
}

/**
 * Removing someone from a space takes them out of its projects and tasks too. Admins
 * remove members and viewers; owners anyone. Removing oneself is leaving.
 */
export async function removeMember(db: Db, caller: Caller, input: Input<'remove'>): Promise<{ ok: true }> {
  const me = profileOf(caller);
  await db.transaction().execute(async (trx) => {
    const m = await memberRow(trx, input.memberId);
    if (m.object_type === 'space') {
      const space = await spaceAccess(trx, me, m.space_id, { lock: true }).catch(hidden);
      if (m.profile_id === me) return leaveSpace(trx, me, space);
      allow(isManager(space.role), REFUSAL.manageMembers);
      if (isManager(m.role_id)) allow(space.role === ROLE.owner, REFUSAL.removeManager);
      await trx
        .deleteFrom('members')
        .where('space_id', '=', m.space_id)
        .where('profile_id', '=', m.profile_id)
        .execute();
      await dropUnseenAssignments(trx, m.space_id, m.profile_id);
      return;
    }
    const project = await projectAccess(trx, me, m.project_id!, { lock: true }).catch(hidden);
    if (m.profile_id !== me) allow(isManager(project.role), REFUSAL.manageMembers);
    await removeFromProject(trx, m.project_id!, m.profile_id, m.object_type === 'task' ? m.id : undefined);
    await dropUnseenAssignments(trx, m.space_id, m.profile_id);
  });
  return { ok: true };
}

/** Any member may leave, but a space keeps at least one owner. */
export async function leave(db: Db, caller: Caller, input: Input<'leave'>): Promise<{ ok: true }> {
  const me = profileOf(caller);
  await db.transaction().execute(async (trx) => {
    if (input.spaceId !== undefined) {
      const space = await spaceAccess(trx, me, input.spaceId, { lock: true });
      return leaveSpace(trx, me, space);
    }
    const project = await projectAccess(trx, me, input.projectId!, { lock: true });
    const row = await trx
      .selectFrom('members')
      .select('id')
      .where('object_type', '=', 'project')
      .where('project_id', '=', project.id)
      .where('profile_id', '=', me)
      .executeTakeFirst();
    if (!row) throw new HttpError('not_a_member');
    await removeFromProject(trx, project.id, me);
    await dropUnseenAssignments(trx, project.space_id, me);
  });
  return { ok: true };
}

async function leaveSpace(trx: Db, me: number, space: { id: number; role: number | null }) {
  if (space.role === ROLE.owner && (await ownersOf(trx, space.id)) <= 1) throw new HttpError('last_owner');
  await trx.deleteFrom('members').where('space_id', '=', space.id).where('profile_id', '=', me).execute();
  await dropUnseenAssignments(trx, space.id, me);
}

/** Out of a project means out of its tasks too; a task row alone when one is given. */
async function removeFromProject(trx: Db, projectId: number, profileId: number, taskMemberId?: number) {
  if (taskMemberId !== undefined) {
    await trx.deleteFrom('members').where('id', '=', taskMemberId).execute();
    return;
  }
  await trx.deleteFrom('members').where('project_id', '=', projectId).where('profile_id', '=', profileId).execute();
}

/** get-members: a project's members (preferred) or a space's, for anyone who sees it. */
export async function listMembers(db: Db, caller: Caller, target: { projectId?: number; spaceId?: number }) {
  const me = profileOf(caller);
  if (target.projectId !== undefined) {
    const project = await projectAccess(db, me, target.projectId);
    return readMembers(db, { projectId: project.id });
  }
  const space = await spaceAccess(db, me, target.spaceId!);
  return readMembers(db, { spaceId: space.id });
}
