import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadableLazy } from '@app/lib/preloadable-lazy.tsx';
import { useFullPost } from '../api/post.ts';
import type { ShareDialog as ShareDialogPart } from './share-dialog.tsx';
import type { Post } from '@shared/schemas/posts.ts';

// The editor carries the form, the call's zod schema and the uploader: loaded when opened.
const PostEditor = lazy(() => import('../editor/post-editor.tsx'));
// Sharing too: a list of posts draws none of it until someone shares. Its code is fetched once
// the page is idle, so Share shows it in the tap's own frame (lib/preloadable-lazy.tsx says why).
const { Component: ShareDialog, readyWhenIdle: readyShareDialog } = preloadableLazy<
  ComponentProps<typeof ShareDialogPart>
>(() => import('./share-dialog.tsx').then((m) => ({ default: m.ShareDialog })));

/** What a page of posts may have open over it: the share dialog or the editor of one of the reader's posts. */
export function usePostDialogs({ onArchived }: { onArchived?: (post: Post) => void } = {}) {
  const [sharing, setSharing] = useState<Post | null>(null);
  const [editing, setEditing] = useState<Post | null>(null);
  useEffect(readyShareDialog, []);
  const dialogs = (
    <>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog post={sharing} onClose={() => setSharing(null)} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <WithText post={editing}>
            {(full) => (
              <PostEditor key={full.id} post={full} onClose={() => setEditing(null)} onArchived={onArchived} />
            )}
          </WithText>
        </Suspense>
      )}
    </>
  );
  return { share: setSharing, edit: setEditing, dialogs };
}

/** The editor starts from the whole text: a post opened from a list is fetched first (never saved without it). */
function WithText({ post, children }: { post: Post; children: (full: Post) => React.ReactNode }) {
  const { i18n } = useTranslation();
  const full = useFullPost(post, true, i18n.language);
  if (full.loading || full.failed) return null;
  return <>{children(full.post)}</>;
}
