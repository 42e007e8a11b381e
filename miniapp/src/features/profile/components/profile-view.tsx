import { Cell, List, Section, SegmentedControl } from '@telegram-apps/telegram-ui';
import { ChevronRight, Settings } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FullProfile } from '@shared/schemas/profile.ts';
import { IconTile } from '@app/ui/icon-tile.tsx';
import { PageSpinner } from '@app/ui/page-spinner.tsx';
import { useDocumentTitle } from '@app/ui/use-document-title.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileInfoTab } from './profile-info-tab.tsx';
import { haptic } from '@app/lib/telegram/index.ts';

// The dialogs carry the schemas and the uploader: loaded when opened.
const ProfileEditDialog = lazy(() =>
  import('../dialogs/profile-edit-dialog.tsx').then((m) => ({ default: m.ProfileEditDialog })),
);
const ImageDialog = lazy(() => import('../dialogs/image-dialog.tsx').then((m) => ({ default: m.ImageDialog })));

/** The Posts tab, given by the app (features never import each other): a profile's posts with the owner's draft filter. */
export type ProfilePostsTab = ComponentType<{ profileId: number; isOwn: boolean }>;

type Tab = 'posts' | 'information';
type Open = { kind: 'edit' } | { kind: 'image'; image: 'avatar' | 'cover' } | null;

/**
 * A profile: the header, then the Posts and Information tabs;
 * the owner edits it (dialog, avatar, cover) and has a link to settings.
 */
export function ProfileView({
  profile,
  signedIn,
  canEditUsername,
  postsTab: PostsTab,
}: {
  profile: FullProfile;
  signedIn: boolean;
  canEditUsername: boolean;
  postsTab?: ProfilePostsTab;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(PostsTab ? 'posts' : 'information');
  const [open, setOpen] = useState<Open>(null);
  useDocumentTitle(profile.name);
  const close = () => setOpen(null);

  return (
    <div className="page profile-page" data-testid="profile-page">
      <ProfileHeader
        profile={profile}
        onEdit={() => setOpen({ kind: 'edit' })}
        onImage={(image) => setOpen({ kind: 'image', image })}
      />
      <div className="profile-tabs">
        <SegmentedControl aria-label={t('profile.title')}>
          {(['posts', 'information'] as const).map((x) => (
            <SegmentedControl.Item
              key={x}
              role="tab"
              selected={tab === x}
              aria-selected={tab === x}
              onClick={() => {
                // A segmented control's choice is felt (a haptic tick inside Telegram).
                if (x !== tab) haptic('selection');
                setTab(x);
              }}
              data-testid={`profile-tab-${x}`}
            >
              {t(`profile.tabs.${x}`)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl>
      </div>
      {tab === 'posts' && PostsTab ? (
        <Suspense fallback={<PageSpinner />}>
          <PostsTab profileId={profile.id} isOwn={profile.isOwner} />
        </Suspense>
      ) : (
        <ProfileInfoTab profile={profile} signedIn={signedIn} />
      )}
      {profile.isOwner && (
        <List className="profile-list profile-list--settings">
          <Section>
            <Link href="/settings" asChild>
              <Cell
                Component="a"
                before={
                  <IconTile tone="gray">
                    <Settings size={18} />
                  </IconTile>
                }
                after={<ChevronRight size={18} aria-hidden className="hint" />}
                data-testid="profile-settings-link"
              >
                {t('profile.settings')}
              </Cell>
            </Link>
          </Section>
        </List>
      )}
      <Suspense fallback={null}>
        {open?.kind === 'edit' && (
          <ProfileEditDialog profile={profile} canEditUsername={canEditUsername} onClose={close} />
        )}
        {open?.kind === 'image' && <ImageDialog profile={profile} kind={open.image} onClose={close} />}
      </Suspense>
    </div>
  );
}
