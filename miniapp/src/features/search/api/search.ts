import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { searchCall } from '@app/lib/calls.ts';

/**
 * The search's answer for `words`; nothing is asked for empty words. The last
 * answer stays on screen while the next one comes, and errors are shown in the palette.
 */
export function useSearchResults(words: string) {
  const q = words.trim();
  return useQuery(
    callQueryOptions(searchCall, q ? { q } : null, {
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      meta: { errorToast: false },
    }),
  );
}
