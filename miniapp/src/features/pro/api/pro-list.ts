import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contract.ts';
import type { proCall as ProContract } from '@shared/contracts/profile.ts';
import { PROFILE_LIMITS } from '@shared/profile/limits.ts';
import { callQueryKey, queryCaller } from '@app/lib/call-query.ts';
import { proCall } from '@app/lib/calls.ts';
import { invalidateOnChange } from '@app/lib/realtime.ts';

export type ProPage = CallOutput<typeof ProContract>;
export type Lawyer = ProPage['lawyers'][number];
export interface ProArgs {
  search: string;
  region: string;
}

// A profile or its region changed anywhere: the directory shown reads again.
invalidateOnChange('profiles', ['pro']);
invalidateOnChange('region_selected', ['pro']);

/** The directory's search and region as the page's address gives them (`?q=&region=`). */
export function proViewOf(query: string): ProArgs {
  const params = new URLSearchParams(query);
  return { search: (params.get('q') ?? '').slice(0, PROFILE_LIMITS.proSearch), region: params.get('region') ?? '' };
}

/**
 * GET pro page by page: page 1 replaces the list, Load More
 * appends the next while `pagination.hasMore`; a new search or region is a new key, so it starts
 * again from page 1. The page shows a failure itself, in red, so no toast.
 */
export function proListOptions(args: ProArgs) {
  const input = { ...(args.search ? { search: args.search } : {}), ...(args.region ? { region: args.region } : {}) };
  return infiniteQueryOptions<ProPage, Error, InfiniteData<ProPage, number>, readonly unknown[], number>({
    queryKey: callQueryKey(proCall, input),
    // Public: the same answer for everyone, no session sent.
    queryFn: ({ pageParam, signal, client }) =>
      queryCaller(client)(
        proCall,
        { ...input, page: pageParam, limit: PROFILE_LIMITS.proPageSize },
        { signal, sessionId: null },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    meta: { errorToast: false },
  });
}

export function useProList(args: ProArgs) {
  return useInfiniteQuery({ ...proListOptions(args), placeholderData: (previous) => previous });
}
