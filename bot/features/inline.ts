import { Composer } from 'grammy';
import type { InlineQueryResult } from 'grammy/types';
import type { Language } from '@shared/constants.ts';
import type { BotContext } from '../context.ts';

export type InlineSearch = (query: string, lang: Language) => Promise<InlineQueryResult[]>;

/**
 * Inline mode: `@<bot> words` in any chat offers published posts, vacancies and
 * professionals, each with the button that opens it in the mini-app. Needs inline mode
 * switched on for the bot in BotFather (/setinline).
 */
export function inlineFeature(deps: { inlineSearch?: InlineSearch }) {
  const composer = new Composer<BotContext>();
  const search = deps.inlineSearch;
  if (!search) return composer;
  composer.on('inline_query', async (ctx) => {
    const results = await search(ctx.inlineQuery.query.slice(0, 100), ctx.lang);
    // The same for everyone (public items only): Telegram may cache the answer for a minute.
    await ctx.answerInlineQuery(results, { cache_time: 60, is_personal: false });
  });
  return composer;
}
