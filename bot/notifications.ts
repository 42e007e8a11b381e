import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { Api, GrammyError, InlineKeyboard } from 'grammy';
import { notificationOffData } from '../shared/notifications/kinds.ts';
import {
  miniAppLink,
  type NotificationMessage,
  type NotificationSender,
  type SendOutcome,
} from '../shared/notifications/message.ts';

export interface SenderOptions {
  apiRoot?: string;
  /** The bot's username for the t.me links (BOT_USERNAME, or getMe's answer once known). */
  botUsername: () => string | undefined;
  miniAppName?: string;
  /** Messages a second to all chats together; Telegram's broadcast limit is about 30. */
  perSecond?: number;
  /** Leave Telegram's 5xx to the queue's slower retries (tests), rather than auto-retry's. */
  queueRetriesServerErrors?: boolean;
}

/** Telegram's answers that mean the person cannot be written to until they start the bot again. */
export function isBlockedError(err: unknown): boolean {
  if (!(err instanceof GrammyError)) return false;
  if (err.error_code === 403) return true; // bot was blocked by the user, user is deactivated
  return err.error_code === 400 && /chat not found/i.test(err.description);
}

/**
 * The notifications' own Bot API client: Telegram's limits kept by grammY's throttler
 * (a total rate, and one message a second to one chat) and flood waits (429) and
 * Telegram's 5xx retried by auto-retry; what still fails goes back to the queue.
 */
export function createNotificationApi(token: string, opts: SenderOptions): Api {
  const api = new Api(token, opts.apiRoot ? { apiRoot: opts.apiRoot.replace(/\/+$/, '') } : undefined);
  const perSecond = opts.perSecond ?? 30;
  api.config.use(
    apiThrottler({
      global: {
        reservoir: perSecond,
        reservoirRefreshAmount: perSecond,
        reservoirRefreshInterval: 1000,
        maxConcurrent: Math.min(perSecond, 50),
      },
    }),
  );
  api.config.use(
    autoRetry({
      maxRetryAttempts: 3,
      maxDelaySeconds: 60,
      rethrowInternalServerErrors: opts.queueRetriesServerErrors ?? false,
    }),
  );
  return api;
}

/** The two buttons under every notification: open the thing in the mini-app, turn this kind off. */
export function notificationKeyboard(message: NotificationMessage, link: string | null) {
  const kb = new InlineKeyboard();
  if (link) kb.url(message.open.text, link).row();
  return kb.text(message.off.text, notificationOffData(message.off.kind));
}

export function createNotificationSender(
  token: string,
  opts: SenderOptions,
  api = createNotificationApi(token, opts),
): NotificationSender {
  return {
    async send(chatId: number, message: NotificationMessage): Promise<SendOutcome> {
      const username = opts.botUsername();
      const link = username ? miniAppLink(username, opts.miniAppName, message.open.startParam) : null;
      try {
        await api.sendMessage(chatId, message.text, {
          parse_mode: 'HTML',
          reply_markup: notificationKeyboard(message, link),
          link_preview_options: { is_disabled: true },
        });
        return 'sent';
      } catch (err) {
        if (isBlockedError(err)) return 'blocked';
        throw err;
      }
    },
  };
}
