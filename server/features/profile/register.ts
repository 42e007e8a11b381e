import pro from './functions/pro.ts';
import profileEdit from './functions/profile-edit.ts';
import profile from './functions/profile.ts';
import universities from './functions/universities.ts';
import type { Feature } from '../feature.ts';

/**
 * Profiles: public profile pages and the caller's own, editing, universities and the
 * professionals directory. A profile's university and region are as public as the profile: their
 * changes go to every open stream (only ids travel), so an open page refreshes.
 */
export const profileFeature: Feature = {
  name: 'profile',
  functions: [profile, profileEdit, universities, pro],
  realtimeRules: () => ({ profile_university: { client: () => true }, region_selected: { client: () => true } }),
};
