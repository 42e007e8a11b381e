import type { RouteComponentProps } from 'wouter';
import { Redirect } from 'wouter';
import { useSession } from '@app/lib/session.ts';
import { PageSpinner } from '@app/ui/page-spinner.tsx';
import { useOwnProfile, useProfileByUsername } from './api/get-profile.ts';
import { ProfileStatus } from './components/profile-status.tsx';
import { type ProfilePostsTab, ProfileView } from './components/profile-view.tsx';
import './profile.css';

export type { ProfilePostsTab };

type Props = RouteComponentProps<{ username?: string }> & { postsTab?: ProfilePostsTab };

/** /profile: the signed-in user's own profile; /:username: anyone's (spec sections §2 routes). */
export default function ProfilePage({ params, postsTab }: Props) {
  const username = params?.username ? decodeURIComponent(params.username).replace(/^@/, '') : null;
  return username ? <PublicProfile username={username} postsTab={postsTab} /> : <OwnProfile postsTab={postsTab} />;
}

function OwnProfile({ postsTab }: { postsTab?: ProfilePostsTab }) {
  const session = useSession();
  const profile = useOwnProfile({ enabled: session.isAuth });
  if (session.isLoading) return <PageSpinner />;
  if (!session.isAuth) return <Redirect to="/auth" replace />;
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <ProfileStatus error={profile.error} onRetry={() => void profile.refetch()} />;
  // The caller's roles are their own profile's (spec community §6: username editing, partners only).
  return (
    <ProfileView
      profile={profile.data}
      signedIn
      canEditUsername={!!profile.data.roles?.includes('partner')}
      postsTab={postsTab}
    />
  );
}

function PublicProfile({ username, postsTab }: { username: string; postsTab?: ProfilePostsTab }) {
  const session = useSession();
  const profile = useProfileByUsername(username);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <ProfileStatus error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <ProfileView
      profile={profile.data}
      signedIn={session.isAuth}
      canEditUsername={profile.data.isOwner && !!profile.data.roles?.includes('partner')}
      postsTab={postsTab}
    />
  );
}
