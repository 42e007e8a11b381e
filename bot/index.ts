import { Bot, type BotError, HttpError, type Transformer } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Logger } from '../server/logger.ts';
import type { BotNotificationService } from '../server/features/notifications/notification-settings.ts';
import type { SignInService } from '../server/features/auth/sign-in-tokens.ts';
import type { BotContext } from './context.ts';
import { inlineFeature, type InlineSearch } from './features/inline.ts';
import { notificationsFeature } from './features/notifications.ts';
import { signInFeature } from './features/signin.ts';
import { unhandledFeature } from './features/unhandled.ts';
import { welcomeFeature } from './features/welcome.ts';
import { createBotI18n, i18nMiddleware } from './i18n.ts';
import { configureBotProfile } from './setup.ts';

/** What the bot needs from the server: services bound to the database, and a few settings. */
export interface BotDeps {
  signIn: SignInService;
  /** the notifications' switches (the button under a message) and unblocking a returning person */
  notificationSettings?: BotNotificationService;
  /** inline mode: published posts, vacancies and professionals matching the words */
  inlineSearch?: InlineSearch;
  logger: Logger;
  /** Where people reach the product (deep links back, the mini-app's address). */
  publicUrl: string;
  /** Known ahead: no getMe call at start. */
  botUsername?: string;
  /** A local Bot API server, or an emulator in tests. */
  apiRoot?: string;
}

export type LegalBot = Bot<BotContext> & {
  /** Sets the command list and menu button (call after start; retried by the runner). */
  configure(): Promise<void>;
};

/**
 * A bot's identity from its token and username, so that grammY need not call getMe
 * (the id is the token's number; of the flags only inline mode matters: the bot answers inline queries).
 */
export function botInfoFrom(token: string, username: string): UserFromGetMe {
  return {
    id: Number(token.split(':')[0]),
    is_bot: true,
    first_name: username,
    username,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: true,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}

export function createBot(token: string, deps: BotDeps): LegalBot {
  const bot = new Bot<BotContext>(token, {
    client: deps.apiRoot ? { apiRoot: deps.apiRoot.replace(/\/+$/, '') } : undefined,
    botInfo: deps.botUsername ? botInfoFrom(token, deps.botUsername) : undefined,
  }) as LegalBot;
  const i18n = createBotI18n();
  bot.api.config.use(logUnreachable(deps.logger));
  bot.configure = () => configureBotProfile(bot.api, deps.publicUrl, i18n);

  bot.use(i18nMiddleware(i18n));
  // Features in a fixed order, the catch-all last; one failing update never stops the bot.
  const features = bot.errorBoundary(errorHandler(deps.logger));
  features.use(notificationsFeature(deps));
  features.use(inlineFeature(deps));
  features.use(signInFeature(deps));
  features.use(welcomeFeature(deps));
  features.use(unhandledFeature());
  bot.catch((err) =>
    deps.logger.error('bot: update failed outside the features', {
      updateId: err.ctx.update.update_id,
      err: String(err.error),
    }),
  );
  return bot;
}

/**
 * grammY retries network failures by itself (getUpdates, deleteWebhook) but only tells its
 * debug log: say it in ours, at most once a minute.
 */
function logUnreachable(logger: Logger): Transformer {
  let lastLogged = 0;
  return async (prev, method, payload, signal) => {
    try {
      return await prev(method, payload, signal);
    } catch (err) {
      if (err instanceof HttpError && Date.now() - lastLogged > 60_000) {
        lastLogged = Date.now();
        logger.warn('bot: cannot reach Telegram', { method, err: err.message });
      }
      throw err;
    }
  };
}

function errorHandler(logger: Logger) {
  return async (err: BotError<BotContext>) => {
    const { ctx } = err;
    logger.error('bot: update failed', {
      updateId: ctx.update.update_id,
      err: err.error instanceof Error ? (err.error.stack ?? err.error.message) : String(err.error),
    });
    try {
      if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: ctx.t('bot.error') });
      else if (ctx.chat?.type === 'private') await ctx.reply(ctx.t('bot.error'));
    } catch {
      // Telegram itself may be what failed.
    }
  };
}
