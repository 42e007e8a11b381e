import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullPost } from '../api/post.ts';
import type { Post } from '@shared/schemas/posts.ts';

// The editor carries the form, the call's zod schema and the uploader: loaded when opened.
const PostEditor = lazy(() => import('../editor/post-editor.tsx'));
// Sharing too: a list of posts draws none of it until someone shares.
const ShareDialog = lazy(() => import('./share-dialog.tsx').then((m) => ({ default: m.ShareDialog })));

/** What a page of posts may have open over it: the share dialog or the editor of one of the reader's posts. */
export function usePostDialogs({ onArchived }: { onArchived?: (post: Post) => void } = {}) {
  const [sharing, setSharing] = useState<Post | null>(null);
  const [editing, setEditing] = useState<Post | null>(null);
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
