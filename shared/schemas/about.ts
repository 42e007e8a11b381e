import { z } from 'zod';
import { EXPERTS_ON_ABOUT_PAGE } from '../about.ts';
import { sessionIdSchema } from './common.ts';

export const expertsInput = z.object({ sessionId: sessionIdSchema.optional() });

/** An expert's card on the about page: public fields only. */
export const expertCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  about: z.string().nullable(),
  level: z.literal('golden'),
});
export type ExpertCard = z.infer<typeof expertCardSchema>;
export const expertsAnswer = z.object({ experts: z.array(expertCardSchema).max(EXPERTS_ON_ABOUT_PAGE) });
