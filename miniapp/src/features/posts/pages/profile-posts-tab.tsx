import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@telegram-apps/telegram-ui';
import type { PartLoader } from '@app/lib/route-loader.ts';
import { ensureOwnProfile, profilePostsOptions, useProfilePosts } from '../api/profile-posts.ts';
import { usePostDialogs } from '../components/post-dialogs.tsx';
import { ensureAttachmentsOf } from '../attachments/api.ts';
import { firstCardsOf, PostList } from '../components/post-list.tsx';
import '../posts.css';

type Props = { profileId: number; isOwn: boolean };

/**
 * The tab's first list, the published posts (with its first cards' vacancies and events), and, signed in, the reader's own profile (which
 * of them are theirs?), asked once the profile page knows whose they are (app/route-table.ts).
 */
export const partLoader: PartLoader<Props> = async (client, { profileId }, s) => {
  await Promise.all([
    client
      .ensureInfiniteQueryData({ ...profilePostsOptions(profileId, 'published', s.sessionId), revalidateIfStale: true })
      .then((list) => ensureAttachmentsOf(client, firstCardsOf(list), s.sessionId)),
    ensureOwnProfile(client, s),
  ]);
};

/**
 * A profile's Posts tab, shown on the profile page by the app
 * (features never import each other): the person's published posts with infinite scroll; the
 * owner also switches to their drafts, which only they ever get.
 */
export default function ProfilePostsTab({ profileId, isOwn }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'published' | 'draft'>('published');
  const shown = isOwn ? status : 'published';
  const list = useProfilePosts(profileId, shown);
  const { share, edit, dialogs } = usePostDialogs();
  return (
    <div className="profile-posts" data-testid="profile-posts">
      {isOwn && (
        <div className="feed-filter">
          <SegmentedControl aria-label={t('profile.posts.filter')}>
            {(['published', 'draft'] as const).map((s) => (
              <SegmentedControl.Item
                key={s}
                className="feed-filter__item"
                selected={shown === s}
                aria-selected={shown === s}
                onClick={() => setStatus(s)}
                data-testid={`profile-posts-${s}`}
              >
                {t(s === 'draft' ? 'profile.posts.drafts' : 'profile.posts.published')}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl>
        </div>
      )}
      <PostList
        key={shown}
        query={list}
        emptyHint={shown === 'draft' ? t('posts.feed.emptyDrafts') : isOwn ? t('posts.feed.emptyOwn') : ''}
        onShare={share}
        onEdit={edit}
      />
      {dialogs}
    </div>
  );
}
