import {
  addToHomeScreen,
  backButton,
  checkHomeScreenStatus,
  closingBehavior,
  cloudStorage,
  createRequestId,
  downloadFile,
  hapticFeedback,
  init,
  isTMA,
  mainButton,
  miniApp,
  openLink,
  showPopup,
  openTelegramLink,
  request,
  requestWriteAccess,
  retrieveLaunchParams,
  retrieveRawInitData,
  secondaryButton,
  settingsButton,
  shareMessage,
  supports,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';

import { whenIdle } from '../when-idle.ts';
import type { BottomButtonView, BottomButtonsView } from './button-stack.ts';
import type { Haptic, TelegramEnv } from './index.ts';

// Loaded only inside Telegram (see index.ts), so a browser never downloads the SDK.
let env: TelegramEnv | null = null;

/**
 * What the first screen needs before React hydrates it (the theme's colours, whether it is dark,
 * the back button), and nothing more: each SDK call reads and checks Telegram's launch parameters
 * anew, a few milliseconds each on a slow phone, and the page listens to no tap until hydration.
 * The rest waits for the first idle moment after it (finishTelegramStart).
 */
const TELEGRAM_REST_WHEN_IDLE = true;

/**
 * Inside Telegram: init the SDK, mount and bind what the first screen shows (each guarded by its
 * availability), and mark the page as inside Telegram. Outside: nothing.
 */
export async function initTelegram(): Promise<TelegramEnv | null> {
  if (!isTMA()) return null;
  init();
  const lp = retrieveLaunchParams();
  if (backButton.mount.isAvailable()) backButton.mount();
  if (miniApp.mountSync.isAvailable()) miniApp.mountSync();
  if (themeParams.mountSync.isAvailable()) themeParams.mountSync();
  if (themeParams.bindCssVars.isAvailable()) themeParams.bindCssVars();
  const dark = miniApp.isDark?.() ?? false;
  env = {
    platform: String(lp.tgWebAppPlatform ?? 'base'),
    appearance: dark ? 'dark' : 'light',
    version: String(lp.tgWebAppVersion ?? '6.0'),
    languageCode: lp.tgWebAppData?.user?.language_code,
    allowsWriteToPm: lp.tgWebAppData?.user?.allows_write_to_pm,
  };
  document.documentElement.classList.add('in-telegram');
  if (!TELEGRAM_REST_WHEN_IDLE) await finishTelegramStart();
  return env;
}

let finishing: Promise<void> | null = null;
/**
 * The rest of the start, which the first screen does not wait for: Telegram's header, background
 * and bottom bar in the page's colours, the viewport's sizes and safe areas as CSS variables, the
 * full height, and "Settings" in Telegram's ⋯ menu. Once.
 */
function finishTelegramStart(): Promise<void> {
  finishing ??= (async () => {
    if (miniApp.bindCssVars.isAvailable()) miniApp.bindCssVars();
    paintTelegramChrome();
    // Telegram's ⋯ menu gets "Settings" (Bot API 6.10): an in-app navigation, as a
    // link's (wouter follows pushState). Here, not in index.ts: a browser never loads this module.
    showSettingsButton(() => {
      if (window.location.pathname !== '/settings') window.history.pushState(null, '', '/settings');
    });
    if (viewport.mount.isAvailable()) {
      try {
        await viewport.mount();
        if (viewport.bindCssVars.isAvailable()) viewport.bindCssVars();
        if (viewport.expand.isAvailable()) viewport.expand();
      } catch (err) {
        console.warn('viewport mount failed', err);
      }
    }
  })();
  return finishing;
}

/** Tells Telegram the app is ready to show (after the first render), then finishes the start when the page is idle. */
export function telegramReady(): void {
  if (!env) return;
  if (miniApp.ready.isAvailable()) miniApp.ready();
  whenIdle(() => void finishTelegramStart());
}

export function setBackButton(visible: boolean): void {
  if (!env || !backButton.isMounted()) return;
  if (visible) backButton.show();
  else backButton.hide();
}

/**
 * Telegram's own popup (Bot API 6.2): resolves with the pressed button's id, or null when the
 * person closed it another way. Null at once where the client has no popups.
 */
export function askPopup(options: {
  message: string;
  buttons: { id: string; text: string; type?: 'default' | 'destructive' }[];
}): Promise<string | null> | null {
  if (!env || !showPopup.isAvailable()) return null;
  return Promise.resolve(showPopup(options)).catch(() => null);
}

export function onBackButton(cb: () => void): () => void {
  if (!env || !backButton.onClick.isAvailable()) return () => {};
  return backButton.onClick(cb);
}

/**
 * Telegram's header and background in the page's colour (its secondary background, as
 * styles.css paints the page) and the bottom bar in the tab bar's (the theme's bg_color).
 * Given as theme keys, the SDK sends them again with the new colours on a theme change.
 * Each call only where the client has it (6.1; the bottom bar 7.10).
 */
function paintTelegramChrome(): void {
  miniApp.setHeaderColor.ifAvailable('secondary_bg_color');
  miniApp.setBackgroundColor.ifAvailable('secondary_bg_color');
  miniApp.setBottomBarColor.ifAvailable('bg_color');
}

/** A day/night switch sends `theme_changed`: the environment's appearance follows, then `cb` hears of it. */
export function onAppearance(cb: () => void): () => void {
  return miniApp.isDark.sub((dark) => {
    if (env) env.appearance = dark ? 'dark' : 'light';
    cb();
  });
}

/** docs/architecture.md: haptics for success and error, a drag's start and its moves (Bot API 6.1). */
export function haptic(kind: Haptic): void {
  if (!env) return;
  if (kind === 'success' || kind === 'error') hapticFeedback.notificationOccurred.ifAvailable(kind);
  else if (kind === 'selection') hapticFeedback.selectionChanged.ifAvailable();
  else hapticFeedback.impactOccurred.ifAvailable(kind === 'dragStart' ? 'medium' : 'light');
}

let swipeHolds = 0;
/** Telegram's swipe-down gesture (it closes the app) off until every hold is let go (Bot API 7.7; nothing before). */
export function holdSwipes(): () => void {
  if (swipeHolds++ === 0) {
    // Mounted when first needed: the SDK's mount itself turns swipes off (its default), which
    // at start-up would keep the whole app from being swiped closed.
    if (!swipeBehavior.isMounted()) swipeBehavior.mount.ifAvailable();
    swipeBehavior.disableVertical.ifAvailable();
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--swipeHolds === 0) swipeBehavior.enableVertical.ifAvailable();
  };
}

/** Telegram's own download (Bot API 8.0): false when this client has none, so the page downloads itself. */
export async function download(url: string, fileName: string): Promise<boolean> {
  if (!env || !downloadFile.isAvailable()) return false;
  try {
    await downloadFile(url, fileName);
  } catch (err) {
    // The person said no in Telegram's own dialog: nothing else to do.
    console.warn('downloadFile', err);
  }
  return true;
}

/** Fullscreen (Bot API 8.0). */
export const canFullscreen = (): boolean => !!env && viewport.requestFullscreen.isAvailable();
export const isFullscreen = (): boolean => !!env && viewport.isFullscreen();
/** Also when the viewport is mounted (an idle moment after the first screen): only then does the client say it can. */
export function onFullscreen(cb: () => void): () => void {
  const offState = viewport.isFullscreen.sub(cb);
  const offMounted = viewport.isMounted.sub(cb);
  return () => {
    offState();
    offMounted();
  };
}
export async function setFullscreen(on: boolean): Promise<void> {
  if (!env || on === viewport.isFullscreen()) return;
  try {
    if (on) await viewport.requestFullscreen.ifAvailable();
    else await viewport.exitFullscreen.ifAvailable();
  } catch (err) {
    // Refused by the client (already changing, or unsupported on this device): the page stays as it is.
    console.warn('fullscreen', err);
  }
}

const SESSION_KEY = 'sessionId';
/** Set once the CloudStorage copy of the session id (where older versions kept it) was moved out and deleted. */
const MOVED_KEY = 'lp:tg-session-moved';

/**
 * SecureStorage (Bot API 9.0): the Keychain / Keystore of Telegram's iOS and Android apps,
 * kept on this device only. Desktop and Web have no secure storage and answer
 * `secure_storage_failed` (core.telegram.org/bots/webapps#securestorage), so they are not asked.
 */
const hasSecureStorage = (): boolean =>
  !!env &&
  (env.platform === 'ios' || env.platform === 'android') &&
  supports('web_app_secure_storage_get_key', env.version);

// A client that claims 9.0 but never answers must not hold up start-up for long: 3 s, then as if empty.
async function secureGet(key: string): Promise<string | null> {
  const req_id = createRequestId();
  const r = await request('web_app_secure_storage_get_key', ['secure_storage_key_received', 'secure_storage_failed'], {
    params: { req_id, key },
    capture: ({ payload }) => payload.req_id === req_id,
    timeout: 3000,
  });
  return 'value' in r && r.value ? r.value : null;
}

async function secureSet(key: string, value: string | null): Promise<void> {
  const req_id = createRequestId();
  const r = await request('web_app_secure_storage_save_key', ['secure_storage_key_saved', 'secure_storage_failed'], {
    params: { req_id, key, value },
    capture: ({ payload }) => payload.req_id === req_id,
    timeout: 3000,
  });
  if ('error' in r && r.error) throw new Error(`secure storage: ${r.error}`);
}

/**
 * Keeps the app's copy of the session id (for a WebView that loses local storage) in SecureStorage where the client has
 * it (iOS, Android, Bot API 9.0); elsewhere local storage alone holds it (session-store.ts).
 * Never in CloudStorage, which syncs to every device of the account. Null forgets it.
 */
export async function keepSessionId(id: string | null): Promise<void> {
  if (!hasSecureStorage()) return;
  try {
    await secureSet(SESSION_KEY, id);
  } catch (err) {
    // Not kept here: local storage still has it, and /tma signs in again from launch data if that goes too.
    console.warn('SecureStorage', err);
  }
}

const markMoved = () => {
  try {
    localStorage.setItem(MOVED_KEY, '1');
  } catch {
    /* private mode: asked again on the next start, which finds nothing */
  }
};

/**
 * The session id kept for Telegram when local storage has none (a WebView that lost it), and
 * once per device the one an older version kept in CloudStorage: moved to SecureStorage (or
 * local storage, which start-up fills) and deleted there. CloudStorage needs 6.9 (custom methods).
 */
export async function keptSessionId(local: string | null): Promise<string | null> {
  let moved: string | null = null;
  let doneMoving = false;
  try {
    doneMoving = !!localStorage.getItem(MOVED_KEY);
  } catch {
    /* private mode */
  }
  if (!doneMoving && env && cloudStorage.getItem.isAvailable()) {
    try {
      moved = (await cloudStorage.getItem(SESSION_KEY)) || null;
      if (moved) {
        await keepSessionId(moved);
        await cloudStorage.deleteItem(SESSION_KEY);
      }
      markMoved();
    } catch (err) {
      console.warn('CloudStorage', err);
    }
  } else if (!doneMoving) markMoved();
  if (moved || local || !hasSecureStorage()) return moved ?? local;
  try {
    return await secureGet(SESSION_KEY);
  } catch (err) {
    console.warn('SecureStorage', err);
    return null;
  }
}

/**
 * Asks the person to let the bot write to them (Bot API 6.9), when the launch data says they
 * have not: 'allowed' (already, or now), 'refused', or 'cannot' (a client before 6.9).
 */
export async function askWriteAccess(): Promise<'allowed' | 'refused' | 'cannot'> {
  if (!env) return 'cannot';
  if (env.allowsWriteToPm !== false) return 'allowed';
  if (!requestWriteAccess.isAvailable()) return 'cannot';
  try {
    const status = await requestWriteAccess();
    if (status === 'allowed') env.allowsWriteToPm = true;
    return status === 'allowed' ? 'allowed' : 'refused';
  } catch (err) {
    // Another prompt still open, or the client failed: nothing was allowed.
    console.warn('requestWriteAccess', err);
    return 'refused';
  }
}

/** Whether the home-screen icon is missing and can be added (Bot API 8.0; `missed` in the protocol). */
export async function homeScreenMissing(): Promise<boolean> {
  if (!env || !checkHomeScreenStatus.isAvailable()) return false;
  try {
    return (await checkHomeScreenStatus()) === 'missed';
  } catch (err) {
    console.warn('checkHomeScreenStatus', err);
    return false;
  }
}

/** Telegram's own "Add to Home Screen" dialog (Bot API 8.0). */
export function addHomeScreenIcon(): boolean {
  if (!env || !addToHomeScreen.isAvailable()) return false;
  addToHomeScreen();
  return true;
}

/** The raw init data string, as tma-auth validates it. */
export function rawInitData(): string | undefined {
  return env ? retrieveRawInitData() : undefined;
}

/** A t.me link opened by Telegram itself (a share sheet, a chat); false when it cannot be. */
export function openTgLink(url: string): boolean {
  if (!env || !openTelegramLink.isAvailable()) return false;
  openTelegramLink(url);
  return true;
}

/** Another site opened in Telegram's in-app browser (a WebView may refuse target=_blank). */
export function openExternal(url: string): boolean {
  if (!env || !openLink.isAvailable()) return false;
  openLink(url);
  return true;
}

/** Telegram's own share sheet for a message the bot prepared (Bot API 8.0+); false when this client cannot. */
export async function sharePrepared(id: string): Promise<boolean> {
  if (!env || !shareMessage.isAvailable()) return false;
  try {
    await shareMessage(id);
  } catch (err) {
    // The person closed the sheet without sending: still handled here, no fallback.
    console.warn('shareMessage', err);
  }
  return true;
}

/** Whether Bot API version `v` is `min` or newer ('6.10' is newer than '6.2'). */
function atLeast(v: string, min: string): boolean {
  const a = v.split('.').map(Number);
  const b = min.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return true;
}

/**
 * Closing confirmation (Bot API 6.2): Telegram asks before the app closes while a form holds
 * unsaved typing. Nothing on an older client.
 */
export function setClosingConfirmation(on: boolean): void {
  // The SDK counts the method among 6.0's; Telegram's documentation gives enableClosingConfirmation 6.2.
  if (!env || !atLeast(env.version, '6.2') || !closingBehavior.mount.isAvailable()) return;
  if (!closingBehavior.isMounted()) closingBehavior.mount();
  if (on === closingBehavior.isConfirmationEnabled()) return;
  if (on) closingBehavior.enableConfirmation.ifAvailable();
  else closingBehavior.disableConfirmation.ifAvailable();
}

/** Telegram's own MainButton (6.0) and SecondaryButton (7.10): which of them this client shows. */
export function bottomButtonsSupported(): { main: boolean; secondary: boolean } {
  if (!env) return { main: false, secondary: false };
  return { main: mainButton.mount.isAvailable(), secondary: secondaryButton.mount.isAvailable() };
}

let press: (which: 'main' | 'secondary') => void = () => {};

/** Mounted once, their presses routed to the current owner (button-stack.ts). */
function ensureButtons(): void {
  if (mainButton.mount.isAvailable() && !mainButton.isMounted()) {
    mainButton.mount();
    mainButton.onClick(() => press('main'));
  }
  if (secondaryButton.mount.isAvailable() && !secondaryButton.isMounted()) {
    secondaryButton.mount();
    secondaryButton.onClick(() => press('secondary'));
  }
}

/** Colours from the theme: the main one in the theme's button colours, the second a quieter one. */
function paint(b: BottomButtonView, primary: boolean) {
  const accent = themeParams.buttonColor();
  const onAccent = themeParams.buttonTextColor();
  const quiet = themeParams.secondaryBackgroundColor() ?? themeParams.backgroundColor();
  const [bg, fg] = primary ? [accent, onAccent] : [quiet, accent];
  return {
    text: b.text,
    isVisible: true,
    isEnabled: !b.disabled,
    isLoaderVisible: !!b.loading,
    ...(bg && { backgroundColor: bg }),
    ...(fg && { textColor: fg }),
  };
}

/** Shows the top owner's buttons, or hides both when no one owns them (button-stack.ts). */
export function showBottomButtons(top: BottomButtonsView | null, onPress: (which: 'main' | 'secondary') => void): void {
  if (!env) return;
  press = onPress;
  ensureButtons();
  if (mainButton.isMounted()) {
    if (top?.main) mainButton.setParams(paint(top.main, true));
    else if (mainButton.isVisible()) mainButton.setParams({ isVisible: false, isLoaderVisible: false });
  }
  if (secondaryButton.isMounted()) {
    if (top?.secondary) secondaryButton.setParams(paint(top.secondary, false));
    else if (secondaryButton.isVisible()) secondaryButton.setParams({ isVisible: false, isLoaderVisible: false });
  }
}

/** The SettingsButton in Telegram's ⋯ menu (6.10); `open` runs on its press. Nothing before 6.10. */
export function showSettingsButton(open: () => void): () => void {
  if (!env || !settingsButton.mount.isAvailable()) return () => {};
  if (!settingsButton.isMounted()) settingsButton.mount();
  settingsButton.show();
  return settingsButton.onClick(open);
}

/**
 * Telegram's DeviceStorage (Bot API 9.0): a key-value store on this device only, kept by the
 * client between opens. The SDK 3.11 has no wrapper, so the bridge's request() with the
 * documented methods and events; null when this client has none (lib/draft-store.ts then
 * uses local storage).
 */
export function deviceStorage(): {
  get(key: string): Promise<string | null>;
  set(key: string, value: string | null): Promise<void>;
} | null {
  if (!env || !supports('web_app_device_storage_get_key', env.version)) return null;
  const failed = (e: { error?: string }) => new Error(`DeviceStorage: ${e.error ?? 'failed'}`);
  return {
    async get(key) {
      const req_id = createRequestId();
      const answer = await request(
        'web_app_device_storage_get_key',
        ['device_storage_key_received', 'device_storage_failed'],
        {
          params: { req_id, key },
          capture: ({ payload }) => payload.req_id === req_id,
          timeout: 5000,
        },
      );
      if (answer && 'error' in answer) throw failed(answer);
      return (answer as { value?: string | null } | undefined)?.value ?? null;
    },
    async set(key, value) {
      const req_id = createRequestId();
      const answer = await request(
        'web_app_device_storage_save_key',
        ['device_storage_key_saved', 'device_storage_failed'],
        {
          params: { req_id, key, value },
          capture: ({ payload }) => payload.req_id === req_id,
          timeout: 5000,
        },
      );
      if (answer && 'error' in answer) throw failed(answer);
    },
  };
}
