import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';

/** Last in line: anything else gets a short hint, and stray buttons stop spinning. */
export function unhandledFeature() {
  const composer = new Composer<BotContext>();
  composer.chatType('private').on('message', (ctx) => ctx.reply(ctx.t('bot.unhandled')));
  composer.on('callback_query', (ctx) => ctx.answerCallbackQuery());
  return composer;
}
