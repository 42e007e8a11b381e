import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullPost } from '../api/post.ts';
import type { Post } from '../../../../../shared/schemas/posts.ts';
import { ShareDialog } from './share-dialog.tsx';

// The editor carries the form, the call's zod schema and the uploader: loaded when opened.
const PostEditor = lazy(() => import('../editor/post-editor.tsx'));

/** What a page of posts may have open over it: the share dialog or the editor of one of the reader's posts. */
export function usePostDialogs({ onArchived }: { onArchived?: (post: Post) => void } = {}) {
  const [sharing, setSharing] = useState<Post | null>(null);
  const [editing, setEditing] = useState<Post | null>(null);
  const dialogs = (
    <>
      {sharing && <ShareDialog post={sharing} onClose={() => setSharing(null)} />}
      {editing && (
        <Suspense fallback={null}>
          <WithText post={editing}>{(full) => <PostEditor key={full.id} post={full} onClose={() => setEditing(null)} onArchived={onArchived} />}</WithText>
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
