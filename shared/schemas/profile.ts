import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { sessionIdSchema, textSchema } from './common.ts';

export const USERNAME_RE = /^[a-z0-9_]{5,20}$/;
export const usernameSchema = textSchema
  .trim()
  .toLowerCase()
  .min(5, { error: V.usernameLength })
  .max(20, { error: V.usernameLength })
  .regex(/^[a-z0-9_]+$/, { error: V.usernameChars });

export const profileInput = z.object({
  sessionId: sessionIdSchema.optional(),
  username: textSchema.trim().min(1).max(64).optional(),
});

export const profileSchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  level: z.enum(['bronze', 'silver', 'golden']).nullable(),
  about: z.string().nullable(),
  expertise: z.string().nullable(),
  type: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  info: z.record(z.string(), z.unknown()),
});
export type ProfileDto = z.infer<typeof profileSchema>;
export const profileAnswer = z.object({ profile: profileSchema });
