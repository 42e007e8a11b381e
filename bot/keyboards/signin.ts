import { InlineKeyboard } from 'grammy';
import type { Translate } from '../context.ts';
import { signInCallback } from '../callback-data/signin.ts';
import { isButtonUrl } from '../html.ts';

/** Number matching: three numbers in a row (the page shows the right one), Cancel below. */
export const confirmSignInKeyboard = (t: Translate, token: string, choices: number[]) => {
  const kb = new InlineKeyboard();
  for (const n of choices) kb.text(String(n), signInCallback.tap(token, n));
  return kb.row().text(t('bot.signin.cancel'), signInCallback.cancel(token));
};

/** After sign-in: back to the product (only when the address is https, as Telegram requires). */
export const returnKeyboard = (t: Translate, publicUrl: string) =>
  isButtonUrl(publicUrl) ? new InlineKeyboard().url(t('bot.signin.returnButton'), publicUrl) : undefined;
