import { Pencil, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cardPreview } from '@shared/posts/plain-text.ts';
import { postPath } from '@shared/posts/post-url.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { useFullPost } from '../api/post.ts';
import { useIsOwnPost } from '../api/profile-posts.ts';
import { QuizBlock } from '../quiz/quiz-block.tsx';
import { PostAttachments } from '../attachments/post-attachments.tsx';
import { PostAuthor } from './post-author.tsx';
import { PostChips } from './post-chips.tsx';
import { PostContent } from './post-content.tsx';
import { PostCover } from './post-cover.tsx';

/**
 * A post in a list: author, cover, title linking to the post,
 * the preview cut at 200 characters, the whole text on "Show more", share, and edit for
 * its author.
 */
export function PostCard({
  post,
  eagerCover,
  position,
  expanded: shownWhole,
  onExpandedChange,
  onShare,
  onEdit,
}: {
  post: Post;
  eagerCover?: boolean;
  /** Its place in a feed (`setSize` -1 while more may load), for screen readers. */
  position?: { index: number; setSize: number };
  /** Whether the whole text shows, when the list keeps it (a windowed card is drawn anew when it comes back). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  onShare: (post: Post) => void;
  onEdit: (post: Post) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [ownExpanded, setOwnExpanded] = useState(false);
  const expanded = shownWhole ?? ownExpanded;
  const setExpanded = onExpandedChange ?? setOwnExpanded;
  const isOwn = useIsOwnPost(post);
  // Lists come without the text: it is fetched when the reader opens it.
  const full = useFullPost(post, expanded, i18n.language);
  const href = postPath(post);
  const preview = cardPreview(post);
  const content = full.post.content?.content.trim() ? full.post.content.content : null;
  const lead = post.preview?.content.trim() ? post.preview.content : null;
  const hasMore = preview.cut || post.content_length > 0;

  return (
    <article
      className="post-card"
      aria-labelledby={`${id}-title`}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position?.setSize}
      data-testid="post-card"
      data-post-url={post.url}
    >
      <header className="post-card__head">
        <PostAuthor author={post.author} createdAt={post.created_at} />
        {isOwn && (
          <IconButton label={t('posts.card.edit')} round onClick={() => onEdit(post)} data-testid="post-edit">
            <Pencil size={19} aria-hidden />
          </IconButton>
        )}
      </header>
      {post.cover && (
        // The title below is the link's accessible twin: this one is for the pointer only.
        <Link href={href} className="post-card__cover" tabIndex={-1} aria-hidden="true">
          <PostCover src={post.cover} eager={eagerCover} />
        </Link>
      )}
      <h2 className="post-card__title" id={`${id}-title`}>
        <Link href={href} data-testid="post-title-link">
          {post.title}
        </Link>
      </h2>
      <PostChips post={post} />
      <div className="post-card__body" id={`${id}-body`}>
        {expanded ? (
          <>
            {lead && <p className="post-card__lead">{lead}</p>}
            {content && <PostContent post={full.post} source={content} testId="post-card-content" />}
            {full.loading && (
              <p className="post-card__loading" role="status">
                {t('posts.card.loading')}
              </p>
            )}
            {full.failed && (
              <p className="post-card__loading" role="alert">
                {t('posts.card.loadFailed')}
              </p>
            )}
          </>
        ) : (
          preview.text && (
            <p className="post-card__preview" data-testid="post-preview">
              {preview.text}
            </p>
          )
        )}
      </div>
      <QuizBlock post={post} />
      <PostAttachments post={post} />
      <footer className="post-card__foot">
        {hasMore && (
          <button
            type="button"
            className="post-text-btn"
            aria-expanded={expanded}
            aria-controls={`${id}-body`}
            onClick={() => setExpanded(!expanded)}
            data-testid="post-toggle"
          >
            {expanded ? t('posts.card.showLess') : t('posts.card.showMore')}
          </button>
        )}
        <IconButton
          label={t('posts.card.share')}
          round
          className="post-card__share"
          onClick={() => onShare(post)}
          data-testid="post-share"
        >
          <Share2 size={19} aria-hidden />
        </IconButton>
      </footer>
    </article>
  );
}
