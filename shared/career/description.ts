import { CAREER_LIMITS } from './constants.ts';

/** A description is clamped to two lines; above 300 characters it gets Read more / Show less. */
export const needsReadMore = (text: string | null | undefined): boolean =>
  (text ?? '').trim().length > CAREER_LIMITS.clampAt;
