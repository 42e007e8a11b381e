import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export const getRoles = () => callFunction<{ roles: Role[] }>('roles', { action: 'get' }, { method: 'GET' }).then((a) => a.roles);

/** All roles, ordered by id; they rarely change, so they stay cached for the session. */
export const getRolesQueryOptions = () => queryOptions({ queryKey: plannerKeys.roles, queryFn: getRoles, staleTime: Infinity });

export const useRoles = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...getRolesQueryOptions(), enabled });
