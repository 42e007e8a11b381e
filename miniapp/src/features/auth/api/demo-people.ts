import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoPerson } from '../../../../../shared/schemas/auth.ts';
import { callFunction } from '../../../lib/api-client.ts';

export const getDemoPeople = () => callFunction<{ people: DemoPerson[] }>('auth', { action: 'demoPeople' }, { withSession: false }).then((a) => a.people);

/** Answers only in demo mode (404 otherwise): asked only then, no retries; on failure the demo block stays hidden. */
export const getDemoPeopleQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'demo-people'], queryFn: getDemoPeople, retry: false, staleTime: Infinity });

export const useDemoPeople = (enabled: boolean) => useQuery({ ...getDemoPeopleQueryOptions(), enabled });
