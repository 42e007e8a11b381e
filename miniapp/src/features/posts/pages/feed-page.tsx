import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '@app/lib/session.ts';
import { whenIdle } from '@app/lib/when-idle.ts';
import { preloadMarkdown } from '@app/ui/markdown/markdown.tsx';
import { PageHeader } from '@app/ui/page-header.tsx';
import type { Loader } from '@app/lib/route-loader.ts';
import { feedQueryOptions, useFeed } from '../api/feed.ts';
import { ensureOwnProfile, useOwnProfileId, useProfilePosts } from '../api/profile-posts.ts';
import { postKeys } from '../api/query-keys.ts';
import { FEED_FILTERS, FeedFilterControl, type FeedFilter } from '../components/feed-filter.tsx';
import { FeedSidePanel } from '../components/feed-side-panel.tsx';
import { NewPostsPill } from '../components/new-posts-pill.tsx';
import { usePostDialogs } from '../components/post-dialogs.tsx';
import { ensureAttachmentsOf } from '../attachments/api.ts';
import { firstCardsOf, PostList } from '../components/post-list.tsx';
import { useNewPosts } from '../hooks/use-new-posts.ts';
import '../posts.css';

/**
 * The feed's first page, then the vacancies and events of its first cards, and, signed in, the
 * reader's own profile (its filter; is a post theirs?) (app/route-table.ts).
 */
export const loader: Loader = async (client, _params, s) => {
  if (!s.sessionId) return;
  const sessionId = s.sessionId;
  await Promise.all([
    client
      .ensureInfiniteQueryData({ ...feedQueryOptions(sessionId), revalidateIfStale: true })
      .then((feed) => ensureAttachmentsOf(client, firstCardsOf(feed), sessionId)),
    ensureOwnProfile(client, s),
  ]);
};

const isFilter = (v: string | null): v is FeedFilter => (FEED_FILTERS as readonly string[]).includes(v ?? '');

const loadPostPage = () => import('./post-page.tsx');
/**
 * The post page's code is fetched once the feed is idle, so the first tap on a post opens it
 * without fetching code over a slow phone's network first. False fetches it on the tap.
 */
const PREFETCH_POST_PAGE = true;

/**
 * `/`: the home feed. Everyone's published posts with infinite scroll;
 * a signed-in author also filters to their own posts or drafts (`?show=published|drafts`,
 * so a reload keeps the choice). On wide screens a side panel with the about card and the
 * contest post.
 */
export default function FeedPage() {
  const { t } = useTranslation();
  const session = useSession();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const show = new URLSearchParams(search).get('show');
  const ownId = useOwnProfileId(session.isAuth);
  const filter: FeedFilter = session.isAuth && ownId !== null && isFilter(show) ? show : 'feed';
  const { share, edit, dialogs } = usePostDialogs();

  // The renderer (50 KB) is for a card opened later: fetched once the feed is on screen.
  useEffect(() => whenIdle(preloadMarkdown), []);
  useEffect(() => {
    if (PREFETCH_POST_PAGE) whenIdle(() => void loadPostPage().catch(() => {}));
  }, []);

  const setFilter = (next: FeedFilter) =>
    navigate(next === 'feed' ? location : `${location}?show=${next}`, { replace: true });

  return (
    <div className="page feed-page" data-testid="feed-page">
      <div className="feed-layout">
        <div className="feed-main">
          <PageHeader title={t('posts.feed.title')} />
          {session.isAuth && ownId !== null && <FeedFilterControl value={filter} onChange={setFilter} />}
          {filter === 'feed' ? (
            <HomeFeed onShare={share} onEdit={edit} sessionId={session.sessionId} />
          ) : (
            <OwnPosts
              profileId={ownId}
              status={filter === 'drafts' ? 'draft' : 'published'}
              onShare={share}
              onEdit={edit}
            />
          )}
        </div>
        <FeedSidePanel />
      </div>
      {dialogs}
    </div>
  );
}

type ListProps = Pick<Parameters<typeof PostList>[0], 'onShare' | 'onEdit'>;

function HomeFeed({ sessionId, ...rest }: ListProps & { sessionId: string | null }) {
  const { t } = useTranslation();
  const feed = useFeed();
  const data = feed.data;
  const shown = useMemo(() => new Set(data?.pages.flatMap((page) => page.posts.map((p) => p.id))), [data]);
  const fresh = useNewPosts(postKeys.feed(sessionId), shown);
  return (
    <>
      {fresh.count > 0 && <NewPostsPill onClick={() => void fresh.showNew()} />}
      <PostList query={feed} emptyHint={t('posts.feed.emptyHint')} {...rest} />
    </>
  );
}

function OwnPosts({
  profileId,
  status,
  ...rest
}: ListProps & { profileId: number | null; status: 'draft' | 'published' }) {
  const { t } = useTranslation();
  const list = useProfilePosts(profileId, status);
  return (
    <PostList
      key={status}
      query={list}
      emptyHint={status === 'draft' ? t('posts.feed.emptyDrafts') : t('posts.feed.emptyOwn')}
      {...rest}
    />
  );
}
