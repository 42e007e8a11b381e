import { createHash, timingSafeEqual } from 'node:crypto';
import { webhookCallback } from 'grammy';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from '../server/logger.ts';
import type { LegalBot } from './index.ts';

export const WEBHOOK_PATH = '/bot/webhook';
const ALLOWED_UPDATES = ['message', 'callback_query', 'inline_query'] as const;

/**
 * The secret Telegram sends with every webhook call. Without BOT_WEBHOOK_SECRET it is
 * derived from the token, so every server process behind a balancer agrees on it.
 */
export function webhookSecretFor(token: string, configured?: string): string {
  return configured ?? createHash('sha256').update(`lp-webhook:${token}`).digest('hex').slice(0, 48);
}

function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /bot/webhook: Telegram's updates, refused with 403 without the secret header. */
export function webhookRoute(bot: LegalBot, secret: string) {
  const handle = webhookCallback(bot, 'hono', { secretToken: secret, onTimeout: 'return', timeoutMilliseconds: 9_000 });
  return (app: Hono) => {
    app.post(
      WEBHOOK_PATH,
      bodyLimit({
        maxSize: 1024 * 1024,
        onError: (c) => c.json({ error: 'The update is too large', code: 'too_large' }, 413),
      }),
      async (c) => {
        if (!sameSecret(c.req.header('x-telegram-bot-api-secret-token'), secret)) {
          return c.json({ error: 'Wrong or missing X-Telegram-Bot-Api-Secret-Token', code: 'bad_webhook_secret' }, 403);
        }
        try {
          const update = await c.req.json();
          if (!update || typeof update !== 'object' || typeof update.update_id !== 'number')
            throw new Error('not an update');
        } catch {
          return c.json({ error: 'The body is not a Telegram update', code: 'malformed_update' }, 400);
        }
        return handle(c);
      },
    );
  };
}

export interface BotRunner {
  stop(): Promise<void>;
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Starts the bot beside the web server. Telegram being unreachable (or the token being
 * refused) is logged and retried with back-off up to a minute; it never stops the server.
 */
export function runBot(
  bot: LegalBot,
  opts: { mode: 'polling' | 'webhook'; publicUrl: string; secret: string; logger: Logger },
): BotRunner {
  const { logger } = opts;
  let stopped = false;
  // grammY retries getMe by itself while Telegram is unreachable; this ends that on stop.
  const abort = new AbortController();
  const signal = abort.signal as Parameters<LegalBot['init']>[0];
  let wake: () => void = () => {};
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function retry(what: string, fn: () => Promise<unknown>, maxAttempts = Infinity): Promise<boolean> {
    for (let attempt = 0; !stopped && attempt < maxAttempts; attempt++) {
      try {
        await fn();
        return true;
      } catch (err) {
        if (stopped) break;
        const delay = Math.min(60_000, 1000 * 2 ** Math.min(attempt, 6));
        logger.warn(`bot: ${what} failed; retrying`, { err: describe(err), retryInMs: delay });
        await sleep(delay);
      }
    }
    return false;
  }
  const configure = () => retry('setting the commands and menu button', () => bot.configure(), 8);

  if (opts.mode === 'webhook') {
    const url = `${opts.publicUrl}${WEBHOOK_PATH}`;
    if (!url.startsWith('https://')) logger.warn('bot: Telegram delivers webhooks only to https addresses', { url });
    void (async () => {
      if (!(await retry('getMe', () => bot.init(signal)))) return;
      const set = await retry('setWebhook', () =>
        bot.api.setWebhook(url, { secret_token: opts.secret, allowed_updates: [...ALLOWED_UPDATES] }),
      );
      if (set) logger.info('bot: webhook set', { username: bot.botInfo.username, url });
      await configure();
    })();
  } else {
    void retry('polling', async () => {
      await bot.init(signal);
      void configure();
      await bot.start({
        allowed_updates: [...ALLOWED_UPDATES],
        onStart: (info) => logger.info('bot: polling for updates', { username: info.username }),
      });
      if (!stopped) throw new Error('polling stopped');
    });
  }

  return {
    async stop() {
      stopped = true;
      abort.abort();
      wake();
      if (bot.isRunning()) await bot.stop().catch(() => {});
    },
  };
}
