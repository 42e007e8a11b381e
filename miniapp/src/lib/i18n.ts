import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language, languageOf } from '@shared/constants.ts';
import enCommon from '@shared/locales/en/common.json' with { type: 'json' };
import ruCommon from '@shared/locales/ru/common.json' with { type: 'json' };

/**
 * Titles that must show even when no translation file loads, and the
 * error texts start-up may need before it has loaded one: the locale files' `common`,
 * bundled (half a kilobyte each).
 */
const BUILT_IN: Record<Language, Record<string, unknown>> = { ru: { common: ruCommon }, en: { common: enCommon } };

const RETRY_DELAYS_MS = [1000, 2000];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fetches one language's file: one try plus retries after 1 s and 2 s (3 attempts in all). */
export async function fetchTranslations(
  lang: Language,
  delays = RETRY_DELAYS_MS,
): Promise<Record<string, unknown> | null> {
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    try {
      const res = await fetch(`/locales/${lang}/translations.json`);
      if (res.ok) return (await res.json()) as Record<string, unknown>;
    } catch {
      // network error: retry
    }
    if (attempt < delays.length) await sleep(delays[attempt]);
  }
  return null;
}

export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** Loads `lang`, falling back to Russian, then to the built-in titles. */
export async function loadLanguage(lang: Language): Promise<Language> {
  let used: Language = lang;
  let resources = await fetchTranslations(lang);
  if (!resources && lang !== 'ru') {
    used = 'ru';
    resources = await fetchTranslations('ru');
  }
  i18next.addResourceBundle(used, 'translation', resources ?? BUILT_IN[used], true, true);
  await i18next.changeLanguage(used);
  document.documentElement.lang = used;
  try {
    localStorage.setItem('language', used);
  } catch {
    /* ignore */
  }
  return used;
}

/**
 * The language to start in: the one the app last showed, else the page's (the server wrote the
 * visitor's into `<html lang>`: the chosen one, the settings' or the browser's).
 */
export function cachedLanguage(): Language {
  try {
    const v = localStorage.getItem('language');
    if (isLanguage(v)) return v;
  } catch {
    /* ignore */
  }
  return (typeof document === 'undefined' ? null : languageOf(document.documentElement.lang)) ?? DEFAULT_LANGUAGE;
}

/** The language chosen with the switch before sign-in (the `lp_lang` cookie the server set), if any. */
export function chosenLanguage(): Language | undefined {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  return languageOf(pair?.slice(LANGUAGE_COOKIE.length + 1));
}

export async function initI18n(): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: cachedLanguage(),
      fallbackLng: false,
      resources: { ru: { translation: BUILT_IN.ru }, en: { translation: BUILT_IN.en } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18next;
}

export { i18next };
