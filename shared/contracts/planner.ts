import { z } from 'zod';
import { defineCall, defineCalls } from '../contract.ts';
import {
  getMembersInput,
  memberSchema,
  membersActions,
  membersAnswer,
  plannerDataAnswer,
  plannerDataInput,
  profilesActions,
  profilesAnswer,
  projectSchema,
  projectsActions,
  projectsAnswer,
  rolesAnswer,
  rolesInput,
  spaceSchema,
  spacesActions,
  spacesAnswer,
  taskLocationAnswer,
  taskSchema,
  tasksActions,
  tasksAnswer,
  taskUpdateAnswer,
} from '../schemas/planner.ts';

const ok = z.object({ ok: z.literal(true) });

/**
 * The planner's calls (docs/planner-api.md). Their writes are `idempotent`: the
 * app queues them while offline and sends them again under the same key when back online.
 */
export const spacesCalls = defineCalls('spaces', {
  get: { method: 'GET', input: spacesActions.get, output: spacesAnswer },
  create: { method: 'POST', idempotent: true, input: spacesActions.create, output: z.object({ space: spaceSchema }) },
  update: { method: 'POST', idempotent: true, input: spacesActions.update, output: z.object({ space: spaceSchema }) },
  archive: {
    method: 'POST',
    idempotent: true,
    input: spacesActions.archive,
    output: ok.extend({ space: z.object({ id: z.number() }) }),
  },
});

export const projectsCalls = defineCalls('projects', {
  get: { method: 'GET', input: projectsActions.get, output: projectsAnswer },
  create: {
    method: 'POST',
    idempotent: true,
    input: projectsActions.create,
    output: z.object({ project: projectSchema }),
  },
  update: {
    method: 'POST',
    idempotent: true,
    input: projectsActions.update,
    output: z.object({ project: projectSchema }),
  },
  archive: {
    method: 'POST',
    idempotent: true,
    input: projectsActions.archive,
    output: z.object({ project: projectSchema }),
  },
});

export const tasksCalls = defineCalls('tasks', {
  get: { method: 'GET', input: tasksActions.get, output: tasksAnswer },
  create: { method: 'POST', idempotent: true, input: tasksActions.create, output: z.object({ task: taskSchema }) },
  /** `conflicts`: the fields an update made on an older version overwrote after someone else changed them. */
  update: { method: 'POST', idempotent: true, input: tasksActions.update, output: taskUpdateAnswer },
  archive: { method: 'POST', idempotent: true, input: tasksActions.archive, output: z.object({ task: taskSchema }) },
  locate: { method: 'GET', input: tasksActions.locate, output: taskLocationAnswer },
  /** Every task of the affected columns, after the move. */
  updateBatch: {
    method: 'POST',
    idempotent: true,
    input: tasksActions.updateBatch,
    output: z.object({ tasks: z.array(taskSchema) }),
  },
});

export const plannerDataCall = defineCall('planner-data', {
  method: 'GET',
  input: plannerDataInput,
  output: plannerDataAnswer,
});

export const getMembersCall = defineCall('get-members', {
  method: 'GET',
  input: getMembersInput,
  output: membersAnswer,
});

export const membersCalls = defineCalls('members', {
  add: { method: 'POST', input: membersActions.add, output: z.object({ member: memberSchema }) },
  updateRole: { method: 'POST', input: membersActions.updateRole, output: z.object({ member: memberSchema }) },
  remove: { method: 'POST', input: membersActions.remove, output: ok },
  leave: { method: 'POST', input: membersActions.leave, output: ok },
});

/** Public reference data: no session needed. */
export const rolesCall = defineCall('roles', {
  method: 'GET',
  anyMethod: true,
  input: rolesInput,
  output: rolesAnswer,
});

export const profilesCalls = defineCalls('profiles', {
  search: { method: 'GET', anyMethod: true, input: profilesActions.search, output: profilesAnswer },
  byIds: { method: 'GET', anyMethod: true, input: profilesActions.byIds, output: profilesAnswer },
});
