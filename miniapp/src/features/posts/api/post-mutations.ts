import { useCallMutation } from '@app/lib/call-mutation.ts';
import { postsCalls } from '@app/lib/calls.ts';
import { postKeys } from './query-keys.ts';
import { savedMeta } from '@app/lib/call-mutation.ts';

// Any change of one's own post may move it in every list (feed, drafts, published) and its page.
const stale = () => [postKeys.all];

/** Saves show their failure in the editor ('Failed to save post. Please try again.' and the server's text). */
export const useCreatePost = () => useCallMutation(postsCalls.create, { invalidates: stale, meta: savedMeta });
export const useUpdatePost = () => useCallMutation(postsCalls.update, { invalidates: stale, meta: savedMeta });
/** Pin and archive fail through the one error path (a toast with the server's text). */
export const usePinPost = () => useCallMutation(postsCalls.pin, { invalidates: stale });
export const useArchivePost = () => useCallMutation(postsCalls.archive, { invalidates: stale });
