import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { ChevronLeft, FileX, Pencil, Share2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, type RouteComponentProps } from 'wouter';
import { postPath } from '@shared/posts/post-url.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { errorText } from '@app/lib/api-errors.ts';
import type { Loader } from '@app/lib/route-loader.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { MarkdownSkeleton, preloadMarkdown } from '@app/ui/markdown/markdown.tsx';
import { PageSpinner } from '@app/ui/page-spinner.tsx';
import { useDocumentTitle } from '@app/ui/use-document-title.ts';
import { postKeyOf, postQueryOptions, usePostPage } from '../api/post.ts';
import { ensureOwnProfile, useIsOwnPost } from '../api/profile-posts.ts';
import { ensureAttachmentsOf } from '../attachments/api.ts';
import { PostAttachments } from '../attachments/post-attachments.tsx';
import { PostAuthor } from '../components/post-author.tsx';
import { PostChips } from '../components/post-chips.tsx';
import { PostContent } from '../components/post-content.tsx';
import { PostCover } from '../components/post-cover.tsx';
import { usePostDialogs } from '../components/post-dialogs.tsx';
import { QuizBlock } from '../quiz/quiz-block.tsx';
import '../posts.css';

/**
 * The post and, signed in, the reader's own profile (is it theirs?), at once; then the post's
 * vacancy and event, which the page shows under it (app/route-table.ts).
 */
export const loader: Loader = async (client, params, s) => {
  const key = postKeyOf(params.url ?? '');
  if (!key) return;
  const [{ post }] = await Promise.all([
    client.ensureQueryData({ ...postQueryOptions(key, s.language, s.sessionId), revalidateIfStale: true }),
    ensureOwnProfile(client, s),
  ]);
  await ensureAttachmentsOf(client, [post], s.sessionId);
};

/**
 * `/post/{url}` and `/post/{url}-{slug}`: found by the
 * part before the first hyphen; any other form is replaced by the canonical one; no url
 * goes to /404.
 */
export default function PostPage({ params }: RouteComponentProps<{ url?: string }>) {
  const key = postKeyOf(params?.url ?? '');
  if (!key) return <Redirect to="/404" replace />;
  return <PostByUrl key={key} url={key} />;
}

function PostByUrl({ url }: { url: string }) {
  const { i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const post = usePostPage(url, i18n.language);
  // An archived post leaves with its author: back to the feed.
  const { share, edit, dialogs } = usePostDialogs({ onArchived: () => navigate('/') });
  const canonical = post.data ? postPath(post.data) : null;

  useEffect(preloadMarkdown, []);
  useEffect(() => {
    if (canonical && location !== canonical) navigate(canonical, { replace: true });
  }, [canonical, location, navigate]);

  if (post.isPending) return <PageSpinner />;
  if (post.isError)
    return <PostStatus error={post.error} retrying={post.isFetching} onRetry={() => void post.refetch()} />;
  return (
    <>
      <PostArticle
        post={post.data}
        listed={post.isPlaceholderData}
        onShare={() => share(post.data)}
        onEdit={() => edit(post.data)}
      />
      {dialogs}
    </>
  );
}

/** `listed`: the post as a list had it, its whole text still on its way. */
function PostArticle({
  post,
  listed,
  onShare,
  onEdit,
}: {
  post: Post;
  listed: boolean;
  onShare: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const isOwn = useIsOwnPost(post);
  useDocumentTitle(post.title);
  const lead = post.preview?.content.trim() ? post.preview.content : null;
  const content = post.content?.content.trim() ? post.content.content : null;
  const textComing = listed && post.content === null && post.content_length > 0;
  return (
    <div className="page post-page" data-testid="post-page">
      <Link href="/" className="post-page__back">
        <ChevronLeft size={20} aria-hidden />
        {t('posts.post.back')}
      </Link>
      <article className="post-article" aria-labelledby="post-title">
        {post.cover && <PostCover src={post.cover} eager className="post-article__cover" />}
        <div className="post-article__inner">
          <h1 id="post-title" className="post-article__title" data-testid="post-title">
            {post.title}
          </h1>
          <div className="post-article__meta">
            <PostAuthor author={post.author} createdAt={post.created_at} />
            <div className="post-article__actions">
              {isOwn && (
                <IconButton label={t('posts.card.edit')} round onClick={onEdit} data-testid="post-edit">
                  <Pencil size={19} aria-hidden />
                </IconButton>
              )}
              <IconButton label={t('posts.card.share')} round onClick={onShare} data-testid="post-share">
                <Share2 size={19} aria-hidden />
              </IconButton>
            </div>
          </div>
          <PostChips post={post} />
          {lead && <p className="post-article__lead">{lead}</p>}
          {content && (
            <PostContent post={post} source={content} className="post-article__content" testId="post-content" />
          )}
          {textComing && (
            <div className="post-article__content" data-testid="post-content-loading">
              <MarkdownSkeleton label={t('posts.card.loading')} />
            </div>
          )}
          <QuizBlock post={post} allowAdd />
          <PostAttachments post={post} manage />
        </div>
      </article>
    </div>
  );
}

/**
 * No post to show. A 404 (an unknown address, an archived post, someone's draft) says the post
 * does not exist and leads to the feed: asking again would change nothing. Any other failure
 * says what went wrong and offers Try Again beside the way to the feed.
 */
function PostStatus({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  const title = notFound ? t('posts.post.notFound') : t('common.errors.generic');
  useDocumentTitle(title);
  const toFeed = (
    <Link href="/" asChild>
      <Button Component="a" mode={notFound ? 'filled' : 'plain'} size="m" data-testid="post-to-feed">
        {t('posts.post.toFeed')}
      </Button>
    </Link>
  );
  return (
    <div className="page page-center" data-testid={notFound ? 'post-not-found' : 'post-error'}>
      <Placeholder
        header={title}
        description={notFound ? t('posts.post.notFoundHint') : errorText(error, t)}
        action={
          notFound ? (
            toFeed
          ) : (
            <div className="post-status__actions">
              <Button mode="filled" size="m" onClick={onRetry} loading={retrying} data-testid="post-try-again">
                {t('posts.post.tryAgain')}
              </Button>
              {toFeed}
            </div>
          )
        }
      >
        <span className="post-state-icon" aria-hidden>
          <FileX size={40} />
        </span>
      </Placeholder>
    </div>
  );
}
