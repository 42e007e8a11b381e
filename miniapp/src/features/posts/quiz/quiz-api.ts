import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { quizCalls, quizPassCall } from '@app/lib/calls.ts';
import { invalidateOnChange } from '@app/lib/realtime.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { postKeys } from '../api/query-keys.ts';
import { savedMeta } from '@app/lib/call-mutation.ts';

/**
 * The quiz of a post. Keys carry the session: the viewer part (completed, the
 * open attempt, revealed answers) is the reader's own.
 */
export const quizKeys = {
  all: ['quiz'] as const,
  byPost: (postId: number, sessionId: string | null) => ['quiz', 'byPost', postId, sessionId] as const,
  results: (quizId: number) => ['quiz-results', quizId] as const,
};

const num = (v: unknown) => (typeof v === 'number' ? v : null);
// A quiz changed (paused, edited, someone finished it): its block refreshes.
invalidateOnChange('quiz', (ev) => {
  const postId = num(ev.post_id);
  return postId !== null ? [['quiz', 'byPost', postId]] : [quizKeys.all];
});

/** Fetched when the block is in view (`enabled`): a feed of ten posts asks only for those seen. */
export function useQuizByPost(postId: number, enabled: boolean) {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery(
    callQueryOptions(quizCalls.getByPost, enabled ? { postId } : null, {
      queryKey: quizKeys.byPost(postId, sessionId),
      meta: { errorToast: false },
    }),
  );
}

const everything = () => [quizKeys.all, ['quiz-results'], postKeys.all];

/** Saves show 'Failed to save quiz' and the server's text in the editor. */
export const useCreateQuiz = () => useCallMutation(quizCalls.create, { invalidates: everything, meta: savedMeta });
export const useUpdateQuiz = () => useCallMutation(quizCalls.update, { invalidates: everything, meta: savedMeta });
export const useDeleteQuiz = () => useCallMutation(quizCalls.delete, { invalidates: everything });
export const useSetQuizPaused = () =>
  useCallMutation(quizCalls.setPaused, { invalidates: () => [quizKeys.all], meta: { errorToast: false } });
/** The player shows the server's refusal (paused, time over) in place. */
export const useStartQuiz = () => useCallMutation(quizCalls.start, { meta: { errorToast: false } });
export const usePassQuiz = () =>
  useCallMutation(quizPassCall, { invalidates: () => [quizKeys.all, ['quiz-results']], meta: savedMeta });

// A new or archived result (the owner hears of these): the participant count and the table.
invalidateOnChange('quiz_results', (ev) => {
  const quizId = num(ev.quiz_id);
  return [quizKeys.all, quizId !== null ? quizKeys.results(quizId) : ['quiz-results']];
});
