import i18next from 'i18next';
import type { MiddlewareFn } from 'grammy';
import { LANGUAGES, type Language } from '../shared/constants.ts';
import { translations } from '../shared/locales/index.ts';
import { languageFromTelegram } from '../shared/telegram-language.ts';
import type { BotContext, Translate } from './context.ts';

/** The bot's own i18next instance over the same texts as the app (shared/locales, `bot.*`). */
export function createBotI18n() {
  const i18n = i18next.createInstance();
  void i18n.init({
    initAsync: false,
    lng: 'ru',
    fallbackLng: 'ru',
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: translations[l] }])),
    // Values go into HTML messages: handlers escape them (escapeHtml), i18next must not.
    interpolation: { escapeValue: false },
  });
  return {
    translator: (lang: Language): Translate => {
      const t = i18n.getFixedT(lang);
      return (key, vars) => (vars ? t(key, vars) : t(key)) as string;
    },
  };
}

/** Sets ctx.lang from the person's Telegram language (ru or en) and ctx.t for it. */
export function i18nMiddleware(i18n: ReturnType<typeof createBotI18n>): MiddlewareFn<BotContext> {
  return (ctx, next) => {
    ctx.lang = languageFromTelegram(ctx.from?.language_code);
    ctx.t = i18n.translator(ctx.lang);
    return next();
  };
}
