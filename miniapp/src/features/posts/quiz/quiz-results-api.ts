import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { QUIZ_LIMITS } from '@shared/quiz/rules.ts';
import { queryCaller } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { quizCalls, quizResultsCall } from '@app/lib/calls.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { userSettingsQueryOptions } from '@app/lib/session.ts';
import { quizKeys } from './quiz-api.ts';

export type ResultsSort = 'date' | 'score';

/** 50 a page; Load more reads on after the last result the reader has (keyset). */
export function useQuizResults(quizId: number, sort: ResultsSort) {
  const sessionId = useAtomValue(sessionIdAtom);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...quizKeys.results(quizId), sort, sessionId],
      queryFn: ({ pageParam, signal, client }) =>
        queryCaller(client)(quizResultsCall, { quizId, sort, ...(pageParam ? { after: pageParam } : {}) }, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last) =>
        last.results.length === QUIZ_LIMITS.resultsPage ? last.results[last.results.length - 1].id : undefined,
      meta: { errorToast: false },
    }),
  );
}

/** Archive errors are only logged, and 'Failed to archive result' shows in place. */
export const useArchiveResult = (quizId: number) =>
  useCallMutation(quizCalls.archiveResult, {
    invalidates: () => [quizKeys.results(quizId), quizKeys.all],
    meta: { errorToast: false },
  });
