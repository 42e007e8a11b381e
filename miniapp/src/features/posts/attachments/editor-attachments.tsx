import { useTranslation } from 'react-i18next';
import type { Post } from '@shared/schemas/posts.ts';
import { usePost } from '../api/post.ts';
import { PostAttachments } from './post-attachments.tsx';

/**
 * The vacancy and event of a saved post inside its editor, where its owner manages them.
 * The editor holds the post as it was opened, so this reads the
 * live one: adding a vacancy here shows its card at once.
 */
export function EditorAttachments({ post }: { post: Post }) {
  const { t, i18n } = useTranslation();
  const live = usePost(post.url, i18n.language).data ?? post;
  return (
    <div className="post-field" data-testid="post-editor-attachments">
      <span className="post-field__label">{t('posts.attachments.editorLabel')}</span>
      <PostAttachments post={live} manage />
    </div>
  );
}
