import type { BrowserContext, Page } from '@playwright/test';

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
    /** Every method the app posted to the (stand-in) Telegram client, in order. */
    __tgEvents?: TelegramEvent[];
    /** The stand-in client's CloudStorage. */
    __tgCloud?: Record<string, string>;
    /** The stand-in client's SecureStorage (iOS and Android, Bot API 9.0). */
    __tgSecure?: Record<string, string>;
  }
}

export interface TelegramOptions {
  theme?: Record<string, string>;
  platform?: string;
  version?: string;
  /** Raw init data; by default one shaped like real init data with a hash /tma would refuse. */
  initData?: string;
  /** What the person's CloudStorage already holds (Telegram keeps it between opens). */
  cloud?: Record<string, string>;
  /** What the device's SecureStorage already holds; answered only on ios/android from 9.0, as the clients do. */
  secure?: Record<string, string>;
  /** init data's `allows_write_to_pm` (true unless given); the person's answer to requestWriteAccess */
  allowsWriteToPm?: boolean;
  writeAccess?: 'allowed' | 'cancelled';
  /** What `web_app_check_home_screen` answers: `missed` unless given */
  homeScreen?: 'unsupported' | 'unknown' | 'added' | 'missed';
}

/** Init data shaped like a real client's; its hash is not valid, which only /tma's sign-in would check. */
function unsignedInitData(allowsWriteToPm = true): string {
  const user = {
    id: 99281932,
    first_name: 'Anna',
    last_name: 'Smirnova',
    username: 'anna_smirnova',
    language_code: 'ru',
    allows_write_to_pm: allowsWriteToPm,
  };
  return new URLSearchParams({
    user: JSON.stringify(user),
    chat_instance: '-9019384412431820',
    chat_type: 'sender',
    auth_date: String(Math.floor(Date.now() / 1000)),
    signature: 'mock-signature',
    hash: '89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31',
  }).toString();
}

/**
 * Makes the next page loads a Telegram WebView as seen from the page (nothing in the app
 * knows it is a test): Telegram Desktop and the mobile clients take the app's method calls
 * through `window.TelegramWebviewProxy.postEvent(eventType, eventDataJson)` and answer by
 * calling `window.Telegram.WebView.receiveEvent(eventType, eventData)`, which the SDK
 * defines. Launch params come in the URL hash on the tab's first load, as Telegram passes
 * them; later loads find the copy the SDK keeps in sessionStorage, as after a reload in
 * Telegram. Every posted method is recorded in `window.__tgEvents`; the requests the SDK
 * waits for (viewport, safe areas, theme, CloudStorage, a file download, fullscreen) are
 * answered as the documented protocol says: DeviceStorage keeps keys for the tab's life (a
 * reload finds them, as a reopened Mini App does), a download is accepted (`file_download_requested`
 * with `downloading`, as if the person tapped Download), fullscreen is entered and left
 * (`fullscreen_changed`, with the safe areas a phone's notch gives in fullscreen), the write
 * access prompt answered as `writeAccess` says, the home-screen check as `homeScreen` says and
 * an icon added; SecureStorage (iOS and Android from 9.0; elsewhere `secure_storage_failed`,
 * as Desktop answers) kept in `window.__tgSecure`.
 */
export async function mockTelegram(page: Page | BrowserContext, opts: TelegramOptions = {}) {
  const launchParams = new URLSearchParams({
    tgWebAppData: opts.initData ?? unsignedInitData(opts.allowsWriteToPm),
    tgWebAppVersion: opts.version ?? '8.0',
    tgWebAppPlatform: opts.platform ?? 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(opts.theme ?? DARK_THEME),
  }).toString();

  await page.addInitScript(
    ({ theme, launchParams, stored, storedSecure, hasSecure, writeAccess, homeScreen }) => {
      const events: { name: string; params: unknown }[] = [];
      window.__tgEvents = events;
      const cloud: Record<string, string> = { ...stored };
      window.__tgCloud = cloud;
      // Kept across the page's reloads, as the device keeps it.
      const secure: Record<string, string> = JSON.parse(sessionStorage.getItem('tg-mock/secure') ?? 'null') ?? {
        ...storedSecure,
      };
      window.__tgSecure = secure;
      const keepSecure = () => sessionStorage.setItem('tg-mock/secure', JSON.stringify(secure));
      keepSecure();
      const reply = (type: string, data: unknown) =>
        setTimeout(
          () =>
            (
              window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } } }
            ).Telegram.WebView.receiveEvent(type, data),
          0,
        );
      const insets = { top: 0, bottom: 0, left: 0, right: 0 };
      // A phone's status bar and Telegram's controls over the page, once fullscreen.
      const FULLSCREEN_SAFE = { top: 44, bottom: 34, left: 0, right: 0 };
      const FULLSCREEN_CONTENT = { top: 46, bottom: 0, left: 0, right: 0 };
      if (!sessionStorage.getItem('tapps/launchParams') && !/tgWebAppData=/.test(location.hash)) {
        history.replaceState(history.state, '', `${location.pathname}${location.search}#${launchParams}`);
      }
      (
        window as unknown as { TelegramWebviewProxy: { postEvent(type: string, data?: string): void } }
      ).TelegramWebviewProxy = {
        postEvent(name, data) {
          const params = data ? JSON.parse(data) : undefined;
          events.push({ name, params });
          switch (name) {
            case 'web_app_request_theme':
              return reply('theme_changed', { theme_params: theme });
            case 'web_app_request_viewport':
              return reply('viewport_changed', {
                height: window.innerHeight,
                width: window.innerWidth,
                is_expanded: true,
                is_state_stable: true,
              });
            case 'web_app_request_safe_area':
              return reply('safe_area_changed', insets);
            case 'web_app_request_content_safe_area':
              return reply('content_safe_area_changed', insets);
            case 'web_app_request_file_download':
              return reply('file_download_requested', { status: 'downloading' });
            case 'web_app_request_fullscreen':
              reply('fullscreen_changed', { is_fullscreen: true });
              reply('safe_area_changed', FULLSCREEN_SAFE);
              return reply('content_safe_area_changed', FULLSCREEN_CONTENT);
            case 'web_app_exit_fullscreen':
              reply('fullscreen_changed', { is_fullscreen: false });
              reply('safe_area_changed', insets);
              return reply('content_safe_area_changed', insets);
            // DeviceStorage (Bot API 9.0): kept by the client between opens, here for the tab's life.
            case 'web_app_device_storage_save_key':
            case 'web_app_device_storage_get_key':
            case 'web_app_device_storage_clear': {
              const { req_id, key, value } = params as { req_id: string; key?: string; value?: string | null };
              const device = JSON.parse(sessionStorage.getItem('tg-mock/device') ?? '{}') as Record<string, string>;
              if (name === 'web_app_device_storage_get_key')
                return reply('device_storage_key_received', { req_id, value: device[key!] ?? null });
              if (name === 'web_app_device_storage_clear') for (const k of Object.keys(device)) delete device[k];
              else if (value === null || value === undefined) delete device[key!];
              else device[key!] = value;
              sessionStorage.setItem('tg-mock/device', JSON.stringify(device));
              return reply(
                name === 'web_app_device_storage_clear' ? 'device_storage_cleared' : 'device_storage_key_saved',
                {
                  req_id,
                },
              );
            }
            case 'web_app_request_write_access':
              return reply('write_access_requested', { status: writeAccess });
            case 'web_app_check_home_screen':
              return reply('home_screen_checked', { status: homeScreen });
            case 'web_app_add_to_home_screen':
              return reply('home_screen_added', undefined);
            case 'web_app_secure_storage_save_key':
            case 'web_app_secure_storage_get_key':
            case 'web_app_secure_storage_clear': {
              const { req_id, key, value } = params as { req_id: string; key?: string; value?: string | null };
              if (!hasSecure) return reply('secure_storage_failed', { req_id, error: 'UNSUPPORTED' });
              if (name === 'web_app_secure_storage_get_key')
                return reply('secure_storage_key_received', { req_id, value: secure[key!] ?? null });
              if (name === 'web_app_secure_storage_clear') for (const k of Object.keys(secure)) delete secure[k];
              else if (value === null) delete secure[key!];
              else secure[key!] = value!;
              keepSecure();
              return reply(
                name === 'web_app_secure_storage_clear' ? 'secure_storage_cleared' : 'secure_storage_key_saved',
                {
                  req_id,
                },
              );
            }
            case 'web_app_invoke_custom_method': {
              const { req_id, method, params: p } = params as { req_id: string; method: string; params: any };
              let result: unknown = true;
              if (method === 'getStorageValues')
                result = Object.fromEntries((p.keys as string[]).map((k) => [k, cloud[k] ?? '']));
              else if (method === 'saveStorageValue') cloud[p.key] = p.value;
              else if (method === 'deleteStorageValues') for (const k of p.keys as string[]) delete cloud[k];
              else if (method === 'getStorageKeys') result = Object.keys(cloud);
              return reply('custom_method_invoked', { req_id, result });
            }
          }
        },
      };
    },
    {
      theme: opts.theme ?? DARK_THEME,
      launchParams,
      stored: opts.cloud ?? {},
      storedSecure: opts.secure ?? {},
      hasSecure:
        ['ios', 'android'].includes(opts.platform ?? 'tdesktop') && Number((opts.version ?? '8.0').split('.')[0]) >= 9,
      writeAccess: opts.writeAccess ?? 'allowed',
      homeScreen: opts.homeScreen ?? 'missed',
    },
  );
}

/** What the stand-in client's DeviceStorage (Bot API 9.0) holds. */
export const deviceStorage = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('tg-mock/device') ?? '{}') as Record<string, string>);

export const telegramEvents = (page: Page): Promise<TelegramEvent[]> => page.evaluate(() => window.__tgEvents ?? []);

/** The last `is_visible` the app set on Telegram's back button, or null if it never did. */
export async function backButtonVisible(page: Page): Promise<boolean | null> {
  const setups = (await telegramEvents(page)).filter((e) => e.name === 'web_app_setup_back_button');
  return setups.length ? Boolean((setups.at(-1)!.params as { is_visible?: boolean }).is_visible) : null;
}

/** Telegram's back button pressed by the user. */
export async function pressTelegramBack(page: Page): Promise<void> {
  await page.evaluate(() =>
    (
      window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }
    ).Telegram.WebView.receiveEvent('back_button_pressed'),
  );
}

/** The params of every posted `name`, in order. */
export const postedParams = async (page: Page, name: string): Promise<Record<string, unknown>[]> =>
  (await telegramEvents(page)).filter((e) => e.name === name).map((e) => (e.params ?? {}) as Record<string, unknown>);

/** An event Telegram's client sends the page (`theme_changed`, …), as it would. */
export async function telegramSends(page: Page, name: string, params?: unknown): Promise<void> {
  await page.evaluate(
    ({ name, params }) =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }
      ).Telegram.WebView.receiveEvent(name, params),
    { name, params },
  );
}

/**
 * Methods of the Mini App protocol newer than Bot API 6.0 (core.telegram.org/bots/webapps),
 * which a 6.0 client must never be sent.
 */
export const METHODS_AFTER_6_0 = [
  'web_app_setup_back_button',
  'web_app_setup_settings_button',
  'web_app_set_header_color',
  'web_app_set_background_color',
  'web_app_set_bottom_bar_color',
  'web_app_setup_closing_behavior',
  'web_app_open_popup',
  'web_app_trigger_haptic_feedback',
  'web_app_open_tg_link',
  'web_app_invoke_custom_method',
  'web_app_setup_swipe_behavior',
  'web_app_setup_secondary_button',
  'web_app_request_fullscreen',
  'web_app_exit_fullscreen',
  'web_app_request_file_download',
  'web_app_request_safe_area',
  'web_app_request_content_safe_area',
  'web_app_share_to_story',
  'web_app_device_storage_save_key',
  'web_app_device_storage_get_key',
  'web_app_device_storage_clear',
  'web_app_request_write_access',
  'web_app_check_home_screen',
  'web_app_add_to_home_screen',
  'web_app_secure_storage_save_key',
  'web_app_secure_storage_get_key',
  'web_app_secure_storage_clear',
];

/** Telegram's bottom bar on a phone: one row of buttons, 48 px high, 8 px around them. */
const BOTTOM_BAR_PX = 64;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A screenshot of the Mini App as Telegram's client shows it: while the app shows the
 * MainButton or SecondaryButton, the client draws them in its own bar under the WebView and
 * gives the page that much less height. The page is shot at the shortened height, and the bar
 * is drawn under it from the texts and colours the app posted (side by side: the second button
 * on the left, Telegram's default position), so a person sees what sits where.
 */
export async function telegramScreenshot(page: Page, path: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  const shown = async (method: string) => {
    const p = (await postedParams(page, method)).at(-1);
    return p?.is_visible ? (p as { text: string; color?: string; text_color?: string; is_active?: boolean }) : null;
  };
  const main = await shown('web_app_setup_main_button');
  const second = await shown('web_app_setup_secondary_button');
  const size = page.viewportSize()!;
  if (!main && !second) {
    await page.screenshot({ path });
    return;
  }
  await page.setViewportSize({ width: size.width, height: size.height - BOTTOM_BAR_PX });
  const shot = await page.screenshot();
  await page.setViewportSize(size);
  const meta = await sharp(shot).metadata();
  const scale = meta.width! / size.width;
  const buttons = [second, main].filter((b) => b !== null);
  const w = (size.width - 8 * (buttons.length + 1)) / buttons.length;
  const rects = buttons
    .map((b, i) => {
      const x = 8 + i * (w + 8);
      return `<rect x="${x}" y="8" width="${w}" height="48" rx="10" fill="${b.color ?? '#5288c1'}" opacity="${b.is_active === false ? 0.5 : 1}"/>
<text x="${x + w / 2}" y="38" font-family="sans-serif" font-size="15" font-weight="600" text-anchor="middle" fill="${b.text_color ?? '#ffffff'}">${escapeXml(b.text)}</text>`;
    })
    .join('\n');
  const bar = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width * scale}" height="${BOTTOM_BAR_PX * scale}" viewBox="0 0 ${size.width} ${BOTTOM_BAR_PX}">
<rect width="100%" height="100%" fill="#17212b"/>${rects}</svg>`,
  );
  await sharp(shot)
    .extend({ bottom: Math.round(BOTTOM_BAR_PX * scale), background: '#17212b' })
    .composite([{ input: bar, top: meta.height!, left: 0 }])
    .png()
    .toFile(path);
}
