import { useQuery } from '@tanstack/react-query';
import type { ExpertCard } from '@shared/schemas/about.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { expertsCall } from '@app/lib/calls.ts';
import { invalidateOnChange } from '@app/lib/realtime.ts';

// A profile's level, name or avatar changed: the cards follow.
invalidateOnChange('profiles', ['experts']);

const selectExperts = (a: { experts: ExpertCard[] }) => a.experts;

/** GET experts: the seven golden-level profiles. The carousel shows a failure in place, so no toast. */
export const useExperts = () =>
  useQuery(callQueryOptions(expertsCall, {}, { select: selectExperts, meta: { errorToast: false } }));
