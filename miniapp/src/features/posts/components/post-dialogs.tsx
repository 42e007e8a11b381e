import { lazy, Suspense, useState } from 'react';
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
          <PostEditor key={editing.id} post={editing} onClose={() => setEditing(null)} onArchived={onArchived} />
        </Suspense>
      )}
    </>
  );
  return { share: setSharing, edit: setEditing, dialogs };
}
