import type { RouteComponentProps } from 'wouter';
import { Redirect } from 'wouter';
import { useSession } from '@app/lib/session.ts';
import { PageSpinner } from '@app/ui/page-spinner.tsx';
import type { Loader } from '@app/lib/route-loader.ts';
import {
  getOwnProfileQueryOptions,
  getProfileByUsernameQueryOptions,
  useOwnProfile,
  useProfileByUsername,
} from './api/get-profile.ts';
import { ProfileStatus } from './components/profile-status.tsx';
import { type ProfilePostsTab, ProfileView } from './components/profile-view.tsx';
import './profile.css';

export type { ProfilePostsTab };

type Props = RouteComponentProps<{ username?: string }> & { postsTab?: ProfilePostsTab };

/** The username an address names (`/@anna` as `/anna`), or null for /profile or a malformed one. */
function usernameOf(param: string | undefined): string | null {
  if (!param) return null;
  try {
    return decodeURIComponent(param).replace(/^@/, '');
  } catch {
    return param;
  }
}

/**
 * The profile the address names, or the person's own (app/route-table.ts); it answers what its
 * Posts tab, open first, is drawn with, so that tab's list is asked at once too.
 */
export const loader: Loader = async (client, params, s) => {
  const username = usernameOf(params.username);
  const options = username
    ? getProfileByUsernameQueryOptions(username, s.sessionId)
    : s.isAuth && s.sessionId
      ? getOwnProfileQueryOptions(s.sessionId)
      : null;
  if (!options) return;
  const { profile } = await client.ensureQueryData({ ...options, revalidateIfStale: true });
  return { parts: { postsTab: { profileId: profile.id, isOwn: profile.isOwner } } };
};

/** /profile: the signed-in user's own profile; /:username: anyone's. */
export default function ProfilePage({ params, postsTab }: Props) {
  const username = usernameOf(params?.username);
  return username ? <PublicProfile username={username} postsTab={postsTab} /> : <OwnProfile postsTab={postsTab} />;
}

function OwnProfile({ postsTab }: { postsTab?: ProfilePostsTab }) {
  const session = useSession();
  const profile = useOwnProfile({ enabled: session.isAuth });
  if (session.isLoading) return <PageSpinner />;
  if (!session.isAuth) return <Redirect to="/auth" replace />;
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <ProfileStatus error={profile.error} onRetry={() => void profile.refetch()} />;
  // The caller's roles are their own profile's (only partners edit their username).
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
