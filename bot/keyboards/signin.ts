import { InlineKeyboard } from 'grammy';
import type { Translate } from '../context.ts';
import { signInCallback } from '../callback-data/signin.ts';
import { isButtonUrl } from '../html.ts';

export const confirmSignInKeyboard = (t: Translate, token: string) =>
  new InlineKeyboard().text(t('bot.signin.confirm'), signInCallback.confirm(token)).text(t('bot.signin.cancel'), signInCallback.cancel(token));

/** After sign-in: back to the product (only when the address is https, as Telegram requires). */
export const returnKeyboard = (t: Translate, publicUrl: string) =>
  isButtonUrl(publicUrl) ? new InlineKeyboard().url(t('bot.signin.returnButton'), publicUrl) : undefined;
