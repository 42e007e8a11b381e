import { rolesInput } from '../../shared/schemas/planner.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { listRoles } from '../services/planner/profiles-service.ts';

/** roles: all of them, ordered by id. Public reference data: no session needed. */
export default defineFunction({
  name: 'roles',
  handler: action({
    method: 'ANY',
    input: rolesInput,
    async handler(_input, { deps }) {
      return { roles: await listRoles(deps.db.db) };
    },
  }),
});
