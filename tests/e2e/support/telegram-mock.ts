import type { Page } from '@playwright/test';

/** Telegram Desktop's dark theme, as a client sends it in tgWebAppThemeParams. */
export const DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#0e1621',
  section_bg_color: '#17212b',
  header_bg_color: '#17212b',
  bottom_bar_bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  subtitle_text_color: '#708499',
  section_header_text_color: '#6ab3f3',
  link_color: '#6ab3f3',
  accent_text_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
} as const;

export interface TelegramEvent {
  name: string;
  params: unknown;
}

declare global {
  interface Window {
    /** Every method the app posted to the (mocked) Telegram client, in order. */
    __tgEvents?: TelegramEvent[];
  }
}

/**
 * Makes the next page loads look like Telegram's WebView: sets `window.__LP_MOCK_TELEGRAM__`
 * (the app passes it to the SDK's mockTelegramEnv) with launch params, and an onEvent that
 * records every posted method in `window.__tgEvents` and answers the requests the SDK waits
 * for (viewport, safe areas, theme, CloudStorage), as a Telegram client would.
 */
export async function mockTelegram(page: Page, opts: { theme?: Record<string, string>; platform?: string; version?: string } = {}) {
  const authDate = Math.floor(Date.now() / 1000);
  const user = { id: 99281932, first_name: 'Anna', last_name: 'Smirnova', username: 'anna_smirnova', language_code: 'ru', allows_write_to_pm: true };
  // Shaped like real init data; its hash is not valid, which only /tma's sign-in would check.
  const initData = new URLSearchParams({
    user: JSON.stringify(user),
    chat_instance: '-9019384412431820',
    chat_type: 'sender',
    auth_date: String(authDate),
    signature: 'mock-signature',
    hash: '89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31',
  }).toString();

  await page.addInitScript(
    ({ theme, platform, version, initData }) => {
      const events: { name: string; params: unknown }[] = [];
      window.__tgEvents = events;
      const cloud = new Map<string, string>();
      const reply = (type: string, data: unknown) =>
        setTimeout(() => (window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } } }).Telegram.WebView.receiveEvent(type, data), 0);
      const insets = { top: 0, bottom: 0, left: 0, right: 0 };
      window.__LP_MOCK_TELEGRAM__ = {
        launchParams: {
          tgWebAppThemeParams: theme,
          tgWebAppVersion: version,
          tgWebAppPlatform: platform,
          tgWebAppData: initData,
        },
        onEvent(event: [string, any]) {
          const [name, params] = event;
          events.push({ name, params });
          switch (name) {
            case 'web_app_request_theme':
              return reply('theme_changed', { theme_params: theme });
            case 'web_app_request_viewport':
              return reply('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
            case 'web_app_request_safe_area':
              return reply('safe_area_changed', insets);
            case 'web_app_request_content_safe_area':
              return reply('content_safe_area_changed', insets);
            case 'web_app_invoke_custom_method': {
              const { req_id, method, params: p } = params as { req_id: string; method: string; params: any };
              let result: unknown = true;
              if (method === 'getStorageValues') result = Object.fromEntries((p.keys as string[]).map((k) => [k, cloud.get(k) ?? '']));
              else if (method === 'saveStorageValue') cloud.set(p.key, p.value);
              else if (method === 'deleteStorageValues') for (const k of p.keys as string[]) cloud.delete(k);
              else if (method === 'getStorageKeys') result = [...cloud.keys()];
              return reply('custom_method_invoked', { req_id, result });
            }
          }
        },
      };
    },
    { theme: opts.theme ?? DARK_THEME, platform: opts.platform ?? 'tdesktop', version: opts.version ?? '8.0', initData },
  );
}

export const telegramEvents = (page: Page): Promise<TelegramEvent[]> => page.evaluate(() => window.__tgEvents ?? []);

/** The last `is_visible` the app set on Telegram's back button, or null if it never did. */
export async function backButtonVisible(page: Page): Promise<boolean | null> {
  const setups = (await telegramEvents(page)).filter((e) => e.name === 'web_app_setup_back_button');
  return setups.length ? Boolean((setups.at(-1)!.params as { is_visible?: boolean }).is_visible) : null;
}

/** Telegram's back button pressed by the user. */
export async function pressTelegramBack(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }).Telegram.WebView.receiveEvent('back_button_pressed'),
  );
}
