/** Spec constants both sides need; no dependencies, so the app's entry stays small. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
/**
 * The language an anonymous visitor chose with the switch: ru or en, anything
 * else ignored; it wins over Accept-Language until sign-in, then the settings decide.
 */
export const LANGUAGE_COOKIE = 'lp_lang';
/** The language a cookie's value names, or undefined for anything but ru and en. */
export const languageOf = (value: unknown): Language | undefined => LANGUAGES.find((l) => l === value);
export const DEFAULT_TIMEZONE = 'UTC';
