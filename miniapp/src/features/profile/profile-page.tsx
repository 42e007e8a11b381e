import type { RouteComponentProps } from 'wouter';
import { Redirect } from 'wouter';
import { useSession } from '../../lib/session.ts';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { useOwnProfile, useProfileByUsername } from './api/get-profile.ts';
import { ProfileStatus } from './components/profile-status.tsx';
import { ProfileView } from './components/profile-view.tsx';
import './profile.css';

/** /profile: the signed-in user's own profile; /:username: anyone's (spec sections §2 routes). */
export default function ProfilePage({ params }: RouteComponentProps<{ username?: string }>) {
  const username = params?.username ? decodeURIComponent(params.username).replace(/^@/, '') : null;
  return username ? <PublicProfile username={username} /> : <OwnProfile />;
}

function OwnProfile() {
  const session = useSession();
  const profile = useOwnProfile({ enabled: session.isAuth });
  if (session.isLoading) return <PageSpinner />;
  if (!session.isAuth) return <Redirect to="/auth" replace />;
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <ProfileStatus error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileView profile={profile.data} isOwn />;
}

function PublicProfile({ username }: { username: string }) {
  const session = useSession();
  const profile = useProfileByUsername(username);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <ProfileStatus error={profile.error} onRetry={() => void profile.refetch()} />;
  const isOwn = session.isAuth && profile.data.user_id !== null && profile.data.user_id === session.userId;
  return <ProfileView profile={profile.data} isOwn={isOwn} />;
}
