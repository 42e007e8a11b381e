import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { useProfilePosts } from '../api/profile-posts.ts';
import { usePostDialogs } from '../components/post-dialogs.tsx';
import { PostList } from '../components/post-list.tsx';
import '../posts.css';

/**
 * A profile's Posts tab (spec community §2 Profile page), shown on the profile page by the app
 * (features never import each other): the person's published posts with infinite scroll; the
 * owner also switches to their drafts, which only they ever get.
 */
export default function ProfilePostsTab({ profileId, isOwn }: { profileId: number; isOwn: boolean }) {
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
