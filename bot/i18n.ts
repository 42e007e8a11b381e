import type { MiddlewareFn } from 'grammy';
import type { Language } from '../shared/constants.ts';
import { createTranslator } from '../shared/i18n/translator.ts';
import { languageFromTelegram } from '../shared/telegram-language.ts';
import type { BotContext, Translate } from './context.ts';

/**
 * The bot's texts: the same translator as the server's error answers, so a refusal the
 * bot repeats (an expired sign-in link…) reads the same everywhere. Values go into HTML
 * messages: handlers escape them (escapeHtml), the translator does not.
 */
export function createBotI18n() {
  const translate = createTranslator();
  return { translator: (lang: Language): Translate => translate(lang) };
}

/** Sets ctx.lang from the person's Telegram language (ru or en) and ctx.t for it. */
export function i18nMiddleware(i18n: ReturnType<typeof createBotI18n>): MiddlewareFn<BotContext> {
  return (ctx, next) => {
    ctx.lang = languageFromTelegram(ctx.from?.language_code);
    ctx.t = i18n.translator(ctx.lang);
    return next();
  };
}
