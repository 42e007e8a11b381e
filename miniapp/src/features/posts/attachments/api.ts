import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Post } from '@shared/schemas/posts.ts';
import { useAtomValue } from 'jotai';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { eventCalls, jobsCalls, projectsCalls, regionsCall, tasksCalls } from '@app/lib/calls.ts';
import { invalidateOnChange } from '@app/lib/realtime.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { postKeys } from '../api/query-keys.ts';
import { savedMeta } from '@app/lib/call-mutation.ts';

/** A post's job and event, fetched when the block comes into view (lists answer only `has_job`/`has_event`). */
export const attachmentKeys = {
  job: (postId: number) => ['posts', 'job', postId] as const,
  event: (postId: number) => ['posts', 'event', postId] as const,
};

/** A post's vacancy: the card's query, and the post page's loader's. The card shows 'Failed to fetch job' in place of itself. */
export const postJobQueryOptions = (postId: number, sessionId: string | null, wanted = true) =>
  callQueryOptions(jobsCalls.getByPost, wanted ? { postId } : null, {
    queryKey: [...attachmentKeys.job(postId), sessionId],
    select: (a) => a.job,
    meta: { errorToast: false },
  });

/** A post's event: the card's query, and the post page's loader's. */
export const postEventQueryOptions = (postId: number, sessionId: string | null, wanted = true) =>
  callQueryOptions(eventCalls.getByPost, wanted ? { postId } : null, {
    queryKey: [...attachmentKeys.event(postId), sessionId],
    select: (a) => a.event,
  });

/**
 * The vacancy and event of the posts a page shows at once (a post's page; a list's first cards),
 * for its loader: drawn with the page, a card does not grow under the reader's eyes when they
 * arrive, nor is the page's largest paint a card that came late. Further down, a card fetches
 * its own once it comes into view.
 */
export async function ensureAttachmentsOf(
  client: QueryClient,
  posts: ReadonlyArray<Pick<Post, 'id' | 'has_job' | 'has_event'>>,
  sessionId: string | null,
): Promise<void> {
  await Promise.all(
    posts.flatMap((p) => [
      p.has_job ? client.ensureQueryData({ ...postJobQueryOptions(p.id, sessionId), revalidateIfStale: true }) : null,
      p.has_event
        ? client.ensureQueryData({ ...postEventQueryOptions(p.id, sessionId), revalidateIfStale: true })
        : null,
    ]),
  );
}

export function usePostJob(postId: number, wanted: boolean) {
  return useQuery(postJobQueryOptions(postId, useAtomValue(sessionIdAtom), wanted));
}

export function usePostEvent(postId: number, wanted: boolean) {
  return useQuery(postEventQueryOptions(postId, useAtomValue(sessionIdAtom), wanted));
}

/** Regions change only with a release: kept for the session. */
export const useRegions = (wanted: boolean) =>
  useQuery(
    callQueryOptions(regionsCall, wanted ? {} : null, {
      queryKey: ['regions'],
      staleTime: Infinity,
      select: (a) => a.regions,
    }),
  );

// A job or an event changes its post's `has_job`/`has_event` in every list, and the block itself.
const stale = () => [postKeys.all];
/** Saves show their failure in the form ('Failed to save job' and the server's text). */
export const useCreateJob = () => useCallMutation(jobsCalls.create, { invalidates: stale, meta: savedMeta });
export const useUpdateJob = () => useCallMutation(jobsCalls.update, { invalidates: stale, meta: savedMeta });
export const useDeleteJob = () =>
  useCallMutation(jobsCalls.delete, { invalidates: stale, meta: { errorToast: false } });
export const useCreateEvent = () => useCallMutation(eventCalls.create, { invalidates: stale, meta: savedMeta });
export const useUpdateEvent = () => useCallMutation(eventCalls.update, { invalidates: stale, meta: savedMeta });
export const useDeleteEvent = () => useCallMutation(eventCalls.delete, { invalidates: stale });

/** The reader's projects, for "Add to my planner". */
export const useOwnProjects = (wanted: boolean) =>
  useQuery(
    callQueryOptions(projectsCalls.get, wanted ? {} : null, {
      queryKey: ['projects', 'get', 'attachments'],
      select: (a) => a.projects,
    }),
  );
export const useCreatePlannerTask = () =>
  useCallMutation(tasksCalls.create, { invalidates: () => [['planner-data'], ['tasks']] });

const postIdOf = (v: unknown) => (typeof v === 'number' ? v : null);
// Another author's change reaches every open stream (only ids travel): that post's block is stale.
invalidateOnChange('jobs', (ev) => {
  const id = postIdOf(ev.post_id);
  return id === null ? [] : [attachmentKeys.job(id)];
});
invalidateOnChange('events', (ev) => {
  const id = postIdOf(ev.post_id);
  return id === null ? [] : [attachmentKeys.event(id)];
});
