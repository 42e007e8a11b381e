import { Composer, GrammyError, type InlineKeyboard } from 'grammy';
import type { User } from 'grammy/types';
import { deviceName } from '@shared/device-name.ts';
import { type ErrorCode, errorKey } from '@shared/errors.ts';
import { SIGN_IN_START_PREFIX, signInTokenSchema } from '@shared/schemas/auth.ts';
import type { ConfirmResult, SignInService } from '@server/features/auth/sign-in-tokens.ts';
import type { TelegramUser } from '@server/services/users.ts';
import { signInCallback } from '../callback-data/signin.ts';
import type { BotContext, Translate } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { confirmSignInKeyboard, returnKeyboard } from '../keyboards/signin.ts';

export interface SignInFeatureDeps {
  signIn: SignInService;
  publicUrl: string;
}

/** Why a link cannot sign in: the server's own refusal texts (shared/locales/{ru,en}/errors.json). */
const REASON: Record<Exclude<ConfirmResult['status'], 'signed_in'>, ErrorCode> = {
  unknown: 'sign_in_link_unknown',
  expired: 'sign_in_link_expired',
  used: 'sign_in_link_used',
  voided: 'sign_in_link_voided',
  wrong_code: 'sign_in_wrong_code',
};
const reasonKey = (status: keyof typeof REASON) => errorKey(REASON[status]);

const telegramUser = (u: User): TelegramUser => ({
  id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  username: u.username,
  language_code: u.language_code,
});

/** "Chrome on Windows", or the Russian "Chrome, Windows". */
function device(t: Translate, lang: string, userAgent: string | null): string {
  if (!userAgent) return t('bot.signin.unknownDevice');
  const name = deviceName(userAgent);
  return lang === 'ru' ? name.replace(' on ', ', ') : name;
}

/** When the browser asked, in the browser's own timezone (it sent it with the session). */
function when(lang: string, at: Date, timezone: string | null): string {
  const format = (tz: string) =>
    new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: tz,
    }).format(at);
  try {
    return `${format(timezone ?? 'UTC')} (${timezone ?? 'UTC'})`;
  } catch {
    return `${format('UTC')} (UTC)`;
  }
}

/** Edits the sign-in message in place; a repeated tap that changes nothing is not an error. */
async function editInPlace(ctx: BotContext, text: string, keyboard?: InlineKeyboard) {
  try {
    await ctx.editMessageText(text, {
      parse_mode: 'HTML',
      reply_markup: keyboard,
      link_preview_options: { is_disabled: true },
    });
  } catch (err) {
    if (err instanceof GrammyError && /message is not modified/i.test(err.description)) return;
    throw err;
  }
}

/**
 * Sign-in from the web (docs/architecture.md, Sign-in): `/start signin_<token>` shows which browser
 * asked, from which network and when, says that confirming signs that browser in, and asks
 * to tap the number the sign-in page shows among three (number matching: a link someone
 * else sent cannot be confirmed blindly). The right number lets that browser collect its
 * session; a wrong one voids the link.
 */
export function signInFeature(deps: SignInFeatureDeps) {
  const composer = new Composer<BotContext>();

  composer.chatType('private').command('start', async (ctx, next) => {
    if (!ctx.match.startsWith(SIGN_IN_START_PREFIX)) return next();
    const token = ctx.match.slice(SIGN_IN_START_PREFIX.length);
    if (!signInTokenSchema.safeParse(token).success) {
      await ctx.reply(ctx.t(reasonKey('unknown')));
      return;
    }
    const request = await deps.signIn.describe(token);
    if (request.status !== 'ok') {
      await ctx.reply(ctx.t(reasonKey(request.status)));
      return;
    }
    await ctx.reply(
      ctx.t('bot.signin.request', {
        device: escapeHtml(device(ctx.t, ctx.lang, request.userAgent)),
        network: escapeHtml(request.network ?? ctx.t('bot.signin.unknownNetwork')),
        time: escapeHtml(when(ctx.lang, request.createdAt, request.timezone)),
      }),
      { parse_mode: 'HTML', reply_markup: confirmSignInKeyboard(ctx.t, token, request.choices) },
    );
  });

  composer.callbackQuery(signInCallback.pattern, async (ctx) => {
    const [, verb, token] = ctx.match;
    if (verb === 'no') {
      const r = await deps.signIn.cancel(token);
      await ctx.answerCallbackQuery(
        r.status === 'cancelled' ? { text: ctx.t('bot.signin.cancelledToast') } : undefined,
      );
      await editInPlace(ctx, r.status === 'cancelled' ? ctx.t('bot.signin.cancelled') : ctx.t(reasonKey(r.status)));
      return;
    }
    const r = await deps.signIn.confirm(token, telegramUser(ctx.from), Number(verb));
    if (r.status !== 'signed_in') {
      await ctx.answerCallbackQuery(
        r.status === 'wrong_code' ? { text: ctx.t('bot.signin.wrongCodeToast'), show_alert: true } : undefined,
      );
      await editInPlace(ctx, ctx.t(reasonKey(r.status)));
      return;
    }
    await ctx.answerCallbackQuery({ text: ctx.t('bot.signin.doneToast') });
    await editInPlace(
      ctx,
      ctx.t('bot.signin.done', { name: escapeHtml(r.profile.name), username: escapeHtml(r.profile.username) }),
      returnKeyboard(ctx.t, deps.publicUrl),
    );
  });

  return composer;
}
