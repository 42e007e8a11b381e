import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CareerListArgs } from '@shared/career/career-query.ts';
import { CAREER_LIMITS } from '@shared/career/constants.ts';
import type { CallOutput } from '@shared/contract.ts';
import type { careerCall as CareerContract } from '@shared/contracts/career.ts';
import { callQueryKey, queryCaller } from '@app/lib/call-query.ts';
import { careerCall } from '@app/lib/calls.ts';
import { invalidateOnChange } from '@app/lib/realtime.ts';

export type CareerPage = CallOutput<typeof CareerContract>;
export type CareerJob = NonNullable<CareerPage['jobs']>[number];
export type JobSeeker = NonNullable<CareerPage['jobSeekers']>[number];

/** Where the next page starts: its number (the call's `page`) and the last job id shown (the keyset cursor). */
type PageParam = { page: number; after?: number };

// A vacancy or resume added, edited or taken down anywhere refreshes the board.
invalidateOnChange('jobs', ['career']);

/** The last item's job id: a vacancy's own id, a seeker's resume id. */
export function lastJobId(page: CareerPage): number | undefined {
  return page.jobs?.at(-1)?.id ?? page.jobSeekers?.at(-1)?.resume.id;
}

export const careerListKey = (args: CareerListArgs) => callQueryKey(careerCall, args);

/** A board's pages: the page's query, and the route's first data (app/route-table.ts). */
export const careerListOptions = (args: CareerListArgs) =>
  infiniteQueryOptions({
    queryKey: careerListKey(args),
    // Public: no session in the address (it would only end up in logs).
    queryFn: ({ pageParam, signal, client }) =>
      queryCaller(client)(
        careerCall,
        { ...args, limit: CAREER_LIMITS.pageSize, ...pageParam },
        { signal, sessionId: null },
      ),
    initialPageParam: { page: 1 } as PageParam,
    getNextPageParam: (last: CareerPage): PageParam | undefined => {
      if (!last.pagination.hasMore) return undefined;
      const after = lastJobId(last);
      return after === undefined ? undefined : { page: last.pagination.page + 1, after };
    },
    meta: { errorToast: false },
  });

/**
 * GET career, page by page: page 1 replaces the list, Load more
 * appends the next page read after the last job shown, while `pagination.hasMore`. The page shows
 * a failure in place, in red, so no toast. A new search or filter is a new key, so it starts
 * at page 1; the previous list stays on screen meanwhile when the tab is the same.
 */
export function useCareerList(args: CareerListArgs) {
  return useInfiniteQuery({
    ...careerListOptions(args),
    placeholderData: (previous, query) =>
      (query?.queryKey.at(-1) as CareerListArgs | undefined)?.tab === args.tab ? previous : undefined,
  });
}
