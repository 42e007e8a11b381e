import { postPath, postStartParam } from './post-url.ts';

/**
 * Where a shared post leads. On the web: the post's canonical address on
 * this site. Into a Telegram chat: a t.me link that opens the post inside the mini-app
 * (`startapp=post_<url>`; /tma turns it back into /post/<url>), through Telegram's own
 * share sheet.
 */

/** The post's address on this site: `https://example.org/post/{url}-{slug}`. */
export const postWebLink = (origin: string, post: { url: string; slug: string }) =>
  `${origin.replace(/\/+$/, '')}${postPath(post)}`;

export interface MiniAppLinkConfig {
  /** The bot's username; null when the server has no bot (no Telegram link can be made). */
  botUsername: string | null;
  /** The Mini App's short name from BotFather; null: the bot's main Mini App. */
  miniAppName: string | null;
}

/**
 * The link that opens the post inside the mini-app: `https://t.me/<bot>/<app>?startapp=post_<url>`
 * when the Mini App has a short name, else the bot's main Mini App `https://t.me/<bot>?startapp=post_<url>`.
 * Null without a bot.
 */
export function miniAppPostLink(config: MiniAppLinkConfig, url: string): string | null {
  const bot = config.botUsername?.replace(/^@/, '').trim();
  if (!bot) return null;
  const app = config.miniAppName?.trim();
  const param = encodeURIComponent(postStartParam(url));
  return app
    ? `https://t.me/${bot}/${encodeURIComponent(app)}?startapp=${param}`
    : `https://t.me/${bot}?startapp=${param}`;
}

/** Telegram's "share to a chat" link for `link` (the client shows its chat picker). */
export const telegramShareUrl = (link: string, text?: string) =>
  `https://t.me/share/url?url=${encodeURIComponent(link)}${text ? `&text=${encodeURIComponent(text)}` : ''}`;
