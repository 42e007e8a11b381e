import { CAREER_LIMITS } from './constants.ts';

/** Spec sections §2, §9: a description is clamped to two lines; above 300 characters it gets Read more / Show less. */
export const needsReadMore = (text: string | null | undefined): boolean =>
  (text ?? '').trim().length > CAREER_LIMITS.clampAt;
