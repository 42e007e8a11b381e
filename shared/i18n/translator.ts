import i18next from 'i18next';
import { LANGUAGES, type Language } from '../constants.ts';
import { translations } from '../locales/index.ts';
import type { Translate } from './validation.ts';

/**
 * A translator over the app's own texts for code outside React (the server's error
 * answers, the bot): one i18next instance, one fixed `t` per language.
 */
export function createTranslator(): (lang: Language) => Translate {
  const i18n = i18next.createInstance();
  void i18n.init({
    initAsync: false,
    lng: 'ru',
    fallbackLng: 'ru',
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: translations[l] }])),
    // Texts go into JSON answers and HTML messages that escape on their own.
    interpolation: { escapeValue: false },
  });
  const fixed = new Map(LANGUAGES.map((l) => [l, i18n.getFixedT(l)]));
  return (lang) => {
    const t = fixed.get(lang)!;
    return (key, params) => (params ? t(key, params) : t(key)) as string;
  };
}
