import profile from '../functions/profile.ts';
import type { Feature } from './feature.ts';

/** Public profile pages and the caller's own profile. */
export const profileFeature: Feature = { name: 'profile', functions: [profile] };
