import { rolesCall } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { listRoles } from '../profiles-service.ts';

/** roles: all of them, ordered by id. Public reference data: no session needed. */
export default defineFunction(rolesCall, async (_input, { deps }) => ({ roles: await listRoles(deps.db.db) }));
