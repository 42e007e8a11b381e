import { Button, Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { AlertCircle, Newspaper } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_LIMITS } from '@shared/posts/limits.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { useFirstScreenOf } from '@app/lib/render-hints.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { useSentinel } from '../hooks/use-sentinel.ts';
import { PostCard } from './post-card.tsx';

// The windowing library (10 KB gzipped) is needed only once a reader scrolls past four pages.
const loadVirtualPostCards = () => import('./virtual-post-cards.tsx');
const VirtualPostCards = lazy(() => loadVirtualPostCards().then((m) => ({ default: m.VirtualPostCards })));

export type PostPages = UseInfiniteQueryResult<InfiniteData<{ posts: Post[] }>, Error>;

/** Every post of the pages loaded so far. */
/**
 * A phone's screen shows a card or two: the server draws three (lib/render-hints.ts), and a
 * list's loader asks their vacancies and events (attachments/api.ts `ensureAttachmentsOf`).
 */
export const FIRST_SCREEN_CARDS = 3;

/** The posts of a list's first screen, from its pages as a loader has them. */
export const firstCardsOf = (data: InfiniteData<{ posts: Post[] }>): Post[] =>
  (data.pages[0]?.posts ?? []).slice(0, FIRST_SCREEN_CARDS);

export const postsOf = (query: PostPages): Post[] => query.data?.pages.flatMap((p) => p.posts) ?? [];

/**
 * From this many posts on (past four pages), only the cards near the screen are drawn; a
 * shorter list is drawn whole, as it always was.
 */
export const WINDOWED_FROM = 41;

/**
 * Cards' heights as last drawn, by post id, for every list of this page visit: a windowed list
 * starts from them (also after coming back to the feed), so it does not move what the reader sees.
 */
const knownHeights = new Map<number, number>();

/**
 * A list of post cards with infinite scroll: the next page
 * loads as a sentinel comes within 100 px; 'No posts found' when empty; the error's text
 * (or 'An error occurred') with a retry when the first page fails.
 */
export function PostList({
  query,
  emptyHint,
  onShare,
  onEdit,
}: {
  query: PostPages;
  emptyHint: string;
  onShare: (p: Post) => void;
  onEdit: (p: Post) => void;
}) {
  const { t } = useTranslation();
  const posts = postsOf(query);
  const pages = query.data?.pages.length ?? 0;
  const canLoad = !!query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useSentinel<HTMLDivElement>(() => void query.fetchNextPage(), canLoad, pages);
  const windowed = posts.length >= WINDOWED_FROM;
  const list = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const setCardExpanded = (id: number, on: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const nearWindowed = posts.length >= WINDOWED_FROM - POST_LIMITS.feedPageSize;
  useEffect(() => {
    if (nearWindowed) void loadVirtualPostCards();
  }, [nearWindowed]);
  // While the list is drawn whole, its cards' heights are noted for the windowed list to start from.
  useLayoutEffect(() => {
    if (windowed || !list.current) return;
    for (const card of list.current.querySelectorAll<HTMLElement>(':scope > [data-post-id]'))
      knownHeights.set(Number(card.dataset.postId), card.getBoundingClientRect().height);
  });

  const setSize = query.hasNextPage ? -1 : posts.length;
  const card = (post: Post, i: number) => (
    <PostCard
      post={post}
      eagerCover={i < 2}
      position={{ index: i, setSize }}
      expanded={expanded.has(post.id)}
      onExpandedChange={(on) => setCardExpanded(post.id, on)}
      onShare={onShare}
      onEdit={onEdit}
    />
  );

  const whole = useFirstScreenOf(posts, FIRST_SCREEN_CARDS).map((post, i) => (
    <div key={post.id} className="post-list__item" data-post-id={post.id}>
      {card(post, i)}
    </div>
  ));

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <div className="post-list__state" data-testid="feed-error">
        <Placeholder
          header={errorText(query.error, t)}
          action={
            <Button mode="bezeled" size="m" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          <span className="post-state-icon" aria-hidden>
            <AlertCircle size={40} />
          </span>
        </Placeholder>
      </div>
    );
  }
  if (posts.length === 0) {
    return (
      <div className="post-list__state" data-testid="feed-empty">
        <Placeholder header={t('posts.feed.empty')} description={emptyHint}>
          <span className="post-state-icon" aria-hidden>
            <Newspaper size={40} />
          </span>
        </Placeholder>
      </div>
    );
  }
  return (
    // An ARIA feed: screen readers learn each card's place in it and that more may load.
    <div ref={list} className="post-list" role="feed" aria-busy={query.isFetchingNextPage} data-testid="post-list">
      {windowed ? (
        <Suspense fallback={whole}>
          <VirtualPostCards posts={posts} knownHeights={knownHeights} render={card} />
        </Suspense>
      ) : (
        whole
      )}
      <div ref={sentinel} className="post-list__sentinel" aria-hidden data-testid="feed-sentinel" />
      {query.isFetchingNextPage && (
        <div className="post-list__more" role="status" data-testid="feed-loading-more">
          <Spinner size="s" />
          <span>{t('posts.feed.loadingMore')}</span>
        </div>
      )}
      {query.isFetchNextPageError && (
        <div className="post-list__more" role="alert">
          <span className="error-text">{errorText(query.error, t, 'posts.feed.loadMoreFailed')}</span>
          <Button mode="bezeled" size="s" onClick={() => void query.fetchNextPage()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {!query.hasNextPage && pages > 1 && <p className="post-list__end hint">{t('posts.feed.end')}</p>}
    </div>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="post-list" role="status" aria-label={t('common.loading')} data-testid="feed-loading">
      {[0, 1].map((i) => (
        <div key={i} className="post-card post-card--skeleton" aria-hidden>
          <div className="post-skel post-skel--head" />
          <div className="post-skel post-skel--cover" />
          <div className="post-skel post-skel--line" />
          <div className="post-skel post-skel--line post-skel--short" />
        </div>
      ))}
    </div>
  );
}
