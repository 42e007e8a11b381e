import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { plannerKeys } from './query-keys.ts';

export type MemberTarget = { type: 'space' | 'project'; id: number };

export const getMembers = (target: MemberTarget) =>
  callFunction<{ members: Member[] }>('get-members', target.type === 'project' ? { projectId: target.id } : { spaceId: target.id }, { method: 'GET' }).then(
    (a) => a.members,
  );

export const getMembersQueryOptions = (target: MemberTarget | null) =>
  queryOptions({
    queryKey: [...plannerKeys.members, target?.type ?? null, target?.id ?? null],
    queryFn: () => getMembers(target!),
    enabled: target !== null,
  });

/** Members of a space or project, each with its profile (members without one are dropped). */
export function useMembers(target: MemberTarget | null) {
  const { isAuth } = useSession();
  const options = getMembersQueryOptions(target);
  return useQuery({ ...options, enabled: options.enabled && isAuth });
}
