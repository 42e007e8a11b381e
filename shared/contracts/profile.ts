import { z } from 'zod';
import { defineCall } from '../contract.ts';
import {
  proAnswer,
  proInput,
  profileAnswer,
  profileEditInput,
  profileInput,
  universitiesAnswer,
  universitiesInput,
} from '../schemas/profile.ts';

/** `profile`: the whole public profile by username, or the caller's own (contacts only for signed-in readers). */
export const profileCall = defineCall('profile', { method: 'GET', input: profileInput, output: profileAnswer });

/** `profile-edit`: the owner's profile, university, region and images; `{}` on success. */
export const profileEditCall = defineCall('profile-edit', {
  method: 'POST',
  input: profileEditInput,
  output: z.object({}),
});

/** `universities`: every university, by name. */
export const universitiesCall = defineCall('universities', {
  method: 'GET',
  anyMethod: true,
  input: universitiesInput,
  output: universitiesAnswer,
});

/** `pro`: the professionals directory, public. */
export const proCall = defineCall('pro', { method: 'GET', input: proInput, output: proAnswer });
