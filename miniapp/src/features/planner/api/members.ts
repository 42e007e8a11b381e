import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Member, MiniProfile, Role } from '@shared/schemas/planner.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { getMembersCall, membersCalls, profilesCalls, rolesCall } from '@app/lib/calls.ts';
import { useSession } from '@app/lib/session.ts';
import { LIMITS } from '../constants.ts';
import { plannerKeys } from './query-keys.ts';

export type MemberTarget = { type: 'space' | 'project'; id: number };

const selectMembers = (a: { members: Member[] }) => a.members;

/**
 * Members of a space or project, each with its profile, under `['members', type, id]`.
 * Both places that list them show a failure themselves.
 */
export const getMembersQueryOptions = (target: MemberTarget | null) =>
  callQueryOptions(
    getMembersCall,
    target === null ? null : target.type === 'project' ? { projectId: target.id } : { spaceId: target.id },
    {
      queryKey: [...plannerKeys.members, target?.type ?? null, target?.id ?? null],
      select: selectMembers,
      meta: { errorToast: false },
    },
  );

export function useMembers(target: MemberTarget | null) {
  const { isAuth } = useSession();
  return useQuery({ ...getMembersQueryOptions(target), enabled: isAuth });
}

export const useAddMember = () =>
  useCallMutation(membersCalls.add, { invalidates: () => [plannerKeys.members, plannerKeys.plannerData] });
export const useRemoveMember = () =>
  useCallMutation(membersCalls.remove, { invalidates: () => [plannerKeys.members, plannerKeys.plannerData] });

/** A role decides what one sees: lists and the people pickers follow it. */
export const useUpdateMemberRole = () =>
  useCallMutation(membersCalls.updateRole, {
    invalidates: () => [plannerKeys.members, plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData],
  });

export const useLeave = () =>
  useCallMutation(membersCalls.leave, {
    invalidates: () => [plannerKeys.members, plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData],
  });

const selectRoles = (a: { roles: Role[] }) => a.roles;

/** All roles, ordered by id; they rarely change, so they stay cached for the session. */
export const useRoles = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...callQueryOptions(rolesCall, {}, { queryKey: plannerKeys.roles, select: selectRoles, staleTime: Infinity }),
    enabled,
  });

const selectProfiles = (a: { profiles: MiniProfile[] }) => a.profiles;

/**
 * Profiles whose name or username holds the query (case-insensitive), 10 by name.
 * Call with the already debounced text (300 ms); the dropdown shows a failure in red.
 */
export const useProfileSearch = (query: string) => {
  const q = query.trim();
  return useQuery({
    ...callQueryOptions(profilesCalls.search, q.length >= LIMITS.profileSearchMin ? { query: q } : null, {
      select: selectProfiles,
      staleTime: 30_000,
      meta: { errorToast: false },
    }),
    placeholderData: keepPreviousData,
  });
};
