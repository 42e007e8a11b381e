import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuiltApp } from '../support/built-app.ts';

const ASSETS = `${requireBuiltApp()}/assets`;

/** Every built script, by name. */
const scripts = () =>
  readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, text: readFileSync(join(ASSETS, f), 'utf8') }));

describe('the production bundle', () => {
  it('carries no Telegram mock: tests drive the app as a real Telegram WebView would', () => {
    // The SDK's mockTelegramEnv, by its log text and its option (names are minified away).
    const markers = ['Environment was mocked', 'mockTelegramEnv', 'resetPostMessage', '__LP_MOCK_TELEGRAM__'];
    const found = scripts().flatMap(({ file, text }) =>
      markers.filter((m) => text.includes(m)).map((m) => `${file}: ${m}`),
    );
    expect(found).toEqual([]);
  });
});
