import { defineCall } from '../contract.ts';
import { profileAnswer, profileInput } from '../schemas/profile.ts';

/** `profile`: a public profile by username, or the caller's own. */
export const profileCall = defineCall('profile', { method: 'GET', input: profileInput, output: profileAnswer });
