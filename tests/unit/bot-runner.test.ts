import { describe, expect, it, vi } from 'vitest';
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
    // A fake clock for grammY's back-off (100 ms, 200 ms, … up to 20 minutes) and the log's once a
    // minute; the refused connections stay real I/O, awaited through the calls in flight.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { logger, lines } = recordingLogger();
      const bot = createBot(TEST_BOT_TOKEN, {
        signIn: unusedSignIn,
        logger,
        publicUrl: 'https://lp.example',
        apiRoot: DEAD_API,
      });
      let attempts = 0;
      let inFlight = 0;
      bot.api.config.use(async (prev, method, payload, signal) => {
        if (method === 'getMe') attempts++;
        inFlight++;
        try {
          return await prev(method, payload, signal);
        } finally {
          inFlight--;
        }
      });
      // Zero calls in flight means the runner or grammY sleeps before the next try (the real
      // clock paces only this check; the failing calls come back within milliseconds).
      const backOff = () => expect.poll(() => inFlight, { interval: 5, timeout: 5000 }).toBe(0);
      const runner = runBot(bot, { mode: 'polling', publicUrl: 'https://lp.example', secret: 's', logger });
      while (attempts < 3) {
        await backOff();
        await vi.advanceTimersToNextTimerAsync();
      }
      expect(lines.filter((l) => l.msg === 'bot: cannot reach Telegram')).toHaveLength(1); // once a minute, not per attempt

      await backOff();
      await runner.stop();
      const after = attempts;
      // Past every back-off, three times over: a runner still retrying would call getMe each time.
      for (let i = 0; i < 3; i++) {
        await vi.advanceTimersByTimeAsync(20 * 60_000);
        await backOff();
      }
      expect(attempts).toBe(after);
    } finally {
      vi.useRealTimers();
    }
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
