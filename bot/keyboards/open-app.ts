import { InlineKeyboard } from 'grammy';
import type { Translate } from '../context.ts';
import { isButtonUrl } from '../html.ts';

export const miniAppUrl = (publicUrl: string) => `${publicUrl}/tma`;

/** The mini-app button; Telegram opens web_app buttons only over https. */
export const openAppKeyboard = (t: Translate, publicUrl: string) =>
  isButtonUrl(publicUrl) ? new InlineKeyboard().webApp(t('bot.welcome.open'), miniAppUrl(publicUrl)) : undefined;
