import type { NotificationKind } from './kinds.ts';

/** A notification ready to send: the server composes it, the bot sends it (bot/notifications.ts). */
export interface NotificationMessage {
  /** Telegram HTML; every value in it already escaped */
  text: string;
  /** the button opening the thing in the mini-app: its label and `startapp` parameter (null: the app's start) */
  open: { text: string; startParam: string | null };
  /** the button that turns this kind of notification off */
  off: { text: string; kind: NotificationKind };
}

/** What a send came to: delivered, or Telegram said the person blocked the bot (or never started it). */
export type SendOutcome = 'sent' | 'blocked';

export interface NotificationSender {
  send(chatId: number, message: NotificationMessage): Promise<SendOutcome>;
}

/**
 * The t.me link that opens the mini-app at `startParam` (`task_5`, `post_k3x`, `quiz_2`):
 * `https://t.me/<bot>/<app>?startapp=…` with a Mini App short name, else the bot's main Mini
 * App `https://t.me/<bot>?startapp=…`. /tma turns the parameter back into a page (tma-auth).
 */
export function miniAppLink(
  botUsername: string,
  miniAppName: string | null | undefined,
  startParam: string | null,
): string {
  const bot = botUsername.replace(/^@/, '');
  const base = miniAppName ? `https://t.me/${bot}/${encodeURIComponent(miniAppName)}` : `https://t.me/${bot}`;
  return startParam ? `${base}?startapp=${encodeURIComponent(startParam)}` : `${base}?startapp`;
}
