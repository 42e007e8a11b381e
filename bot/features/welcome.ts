import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import { openAppKeyboard } from '../keyboards/open-app.ts';
import { escapeHtml, isButtonUrl } from '../html.ts';

/** Plain /start and /help: what the product is, and a button that opens the mini-app. */
export function welcomeFeature(deps: { publicUrl: string }) {
  const composer = new Composer<BotContext>();
  composer.chatType('private').command(['start', 'help'], async (ctx) => {
    const keyboard = openAppKeyboard(ctx.t, deps.publicUrl);
    // Without https Telegram refuses the button: give the address as text instead.
    const text = isButtonUrl(deps.publicUrl)
      ? ctx.t('bot.welcome.text')
      : `${ctx.t('bot.welcome.text')}\n\n${ctx.t('bot.welcome.openInBrowser', { url: escapeHtml(deps.publicUrl) })}`;
    await ctx.reply(text, { parse_mode: 'HTML', reply_markup: keyboard, link_preview_options: { is_disabled: true } });
  });
  return composer;
}
