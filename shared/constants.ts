/** Spec constants both sides need; no dependencies, so the app's entry stays small. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const DEFAULT_TIMEZONE = 'UTC';
