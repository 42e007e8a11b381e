import { describe, expect, it } from 'vitest';
import { createBot } from '../../bot/index.ts';
import { runBot } from '../../bot/run.ts';
import type { Logger } from '@server/logger.ts';
import type { SignInService } from '@server/features/auth/sign-in-tokens.ts';
import { TEST_BOT_TOKEN, TEST_BOT_USERNAME } from '../support/telegram.ts';

function recordingLogger() {
  const lines: Array<{ level: string; msg: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = {
    debug: (msg, fields) => lines.push({ level: 'debug', msg, fields }),
    info: (msg, fields) => lines.push({ level: 'info', msg, fields }),
    warn: (msg, fields) => lines.push({ level: 'warn', msg, fields }),
    error: (msg, fields) => lines.push({ level: 'error', msg, fields }),
    child: () => logger,
  };
  return { logger, lines };
}

const unusedSignIn = {} as SignInService;
// Nothing listens on port 9 (discard): every call fails at once, as with Telegram unreachable.
const DEAD_API = 'http://127.0.0.1:9';

describe('bot runner', () => {
  it('logs that Telegram is unreachable and keeps retrying getMe, without throwing', async () => {
    const { logger, lines } = recordingLogger();
    const bot = createBot(TEST_BOT_TOKEN, {
      signIn: unusedSignIn,
      logger,
      publicUrl: 'https://lp.example',
      apiRoot: DEAD_API,
    });
    let attempts = 0;
    bot.api.config.use(
      (prev, method, payload, signal) => (method === 'getMe' && attempts++, prev(method, payload, signal)),
    );
    const runner = runBot(bot, { mode: 'polling', publicUrl: 'https://lp.example', secret: 's', logger });
    await expect.poll(() => attempts, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(lines.filter((l) => l.msg === 'bot: cannot reach Telegram')).toHaveLength(1); // once a minute, not per attempt
    await runner.stop();
    const after = attempts;
    await new Promise((r) => setTimeout(r, 1500));
    expect(attempts).toBeLessThanOrEqual(after + 1);
  });

  it('in webhook mode keeps retrying setWebhook while Telegram is unreachable', async () => {
    const { logger, lines } = recordingLogger();
    const bot = createBot(TEST_BOT_TOKEN, {
      signIn: unusedSignIn,
      logger,
      publicUrl: 'https://lp.example',
      apiRoot: DEAD_API,
      botUsername: TEST_BOT_USERNAME,
    });
    const runner = runBot(bot, { mode: 'webhook', publicUrl: 'https://lp.example', secret: 's', logger });
    await expect
      .poll(() => lines.some((l) => l.level === 'warn' && l.msg === 'bot: setWebhook failed; retrying'), {
        timeout: 5000,
      })
      .toBe(true);
    await runner.stop();
  });
});
