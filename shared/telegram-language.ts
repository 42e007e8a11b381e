import type { Language } from './constants.ts';

/**
 * The product language for a Telegram `language_code`: English for English, Russian for
 * everything else (the product's audience reads Russian; it is also the default).
 */
export function languageFromTelegram(code: string | null | undefined): Language {
  return code && /^en\b/i.test(code) ? 'en' : 'ru';
}
