import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MiniProfile } from '../../../../../shared/schemas/planner.ts';
import { LIMITS } from '../constants.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

/** Profiles whose name or username holds the query (case-insensitive), 10 by name (spec §5). */
export const searchProfiles = (query: string, signal?: AbortSignal) =>
  callFunction<{ profiles: MiniProfile[] }>('profiles', { action: 'search', query }, { method: 'GET', signal }).then((a) => a.profiles);

export const searchProfilesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...plannerKeys.profileSearch, query],
    queryFn: ({ signal }) => searchProfiles(query, signal),
    enabled: query.trim().length >= LIMITS.profileSearchMin,
    staleTime: 30_000,
  });

/** Call with the already debounced text (300 ms, spec §5). */
export const useProfileSearch = (query: string) => useQuery({ ...searchProfilesQueryOptions(query.trim()), placeholderData: keepPreviousData });
