import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/planner.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { getMembersQueryOptions } from '../api/members.ts';

/**
 * The team view's people: the project's members (get-members), one per profile, shown from
 * the planner data while they load. On failure, an error text instead of the grid.
 */
export function useTeamMembers(projectId: number, fallback: Member[], enabled: boolean) {
  const { t } = useTranslation();
  const q = useQuery({
    ...getMembersQueryOptions({ type: 'project', id: projectId }),
    enabled,
    placeholderData: { members: fallback },
  });
  const list = q.data ?? fallback;
  const status = q.isError ? (q.error instanceof ApiError ? q.error.status : 0) : null;
  return useMemo(() => {
    const seen = new Set<number>();
    const members = list.filter((m) => m.profile && !seen.has(m.profile_id) && seen.add(m.profile_id));
    const error =
      status === null
        ? null
        : status > 0
          ? t('boards.calendar.teamError', { status })
          : t('boards.calendar.teamFailed');
    return { members, error };
  }, [list, status, t]);
}
