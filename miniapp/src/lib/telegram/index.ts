/**
 * The app's one door to Telegram. Detection is cheap and SDK-free; the SDK itself is
 * imported only when the page runs inside Telegram (it would cost every browser ~30 KB).
 */
export interface TelegramEnv {
  platform: string;
  appearance: 'light' | 'dark';
  version: string;
  /** the Telegram user's `language_code`, when the launch data carries it */
  languageCode?: string;
}

declare global {
  interface Window {
    /** Telegram Desktop's and the mobile clients' WebView bridge. */
    TelegramWebviewProxy?: unknown;
  }
}

type Sdk = typeof import('./sdk.ts');
let sdk: Sdk | null = null;
let env: TelegramEnv | null = null;

/** Launch parameters in the URL hash (first open) or kept by the SDK (reloads). */
export function looksLikeTelegram(): boolean {
  if (window.TelegramWebviewProxy) return true;
  if (/tgWebApp(Data|Platform|Version)=/.test(window.location.hash)) return true;
  try {
    return !!sessionStorage.getItem('tapps/launchParams');
  } catch {
    return false;
  }
}

export async function initTelegram(): Promise<TelegramEnv | null> {
  if (!looksLikeTelegram()) return null;
  sdk = await import('./sdk.ts');
  env = await sdk.initTelegram();
  if (!env) sdk = null;
  return env;
}

/** Non-null inside Telegram, once initialised. */
export const telegramEnv = (): TelegramEnv | null => env;

export const telegramReady = (): void => sdk?.telegramReady();
export const setBackButton = (visible: boolean): void => sdk?.setBackButton(visible);
export const onBackButton = (cb: () => void): (() => void) => sdk?.onBackButton(cb) ?? (() => {});

/**
 * The app's one haptics helper (issue 34 §5): `success` (published, saved, a task moved to a
 * done state, a quiz finished), `error` (a refused call, an invalid form), `selection` (a
 * dragged card over another column or day, a segmented control), `dragStart` (a long press
 * picked something up), `tap` (a lighter touch). Nothing outside Telegram or before 6.1.
 */
export type Haptic = 'success' | 'error' | 'selection' | 'dragStart' | 'tap';
export const haptic = (kind: Haptic): void => sdk?.haptic(kind);

let swipeHolds = 0;
/**
 * Turns Telegram's swipe-down-to-close off until the returned function is called (issue 34 §3:
 * a long-press drag loses to that gesture). Holds nest: swipes come back when the last is let go.
 */
export function holdVerticalSwipes(): () => void {
  if (!sdk) return () => {};
  if (swipeHolds++ === 0) sdk.setVerticalSwipes(false);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--swipeHolds === 0) sdk?.setVerticalSwipes(true);
  };
}

/** Telegram's own download dialog (8.0+); false where there is none (the page downloads itself). */
export const telegramDownload = async (url: string, fileName: string): Promise<boolean> =>
  sdk ? sdk.download(url, fileName) : false;

/** Telegram's light or dark now, and its changes (a day/night switch while the app is open). */
export const telegramIsDark = (): boolean => sdk?.isDark() ?? false;
export const onTelegramAppearance = (cb: () => void): (() => void) => sdk?.onAppearance(cb) ?? (() => {});

/** Fullscreen (8.0+): whether this client can, whether it is, and asking for it or leaving it. */
export const canFullscreen = (): boolean => sdk?.canFullscreen() ?? false;
export const isFullscreen = (): boolean => sdk?.isFullscreen() ?? false;
export const onFullscreen = (cb: () => void): (() => void) => sdk?.onFullscreen(cb) ?? (() => {});
export const setFullscreen = async (on: boolean): Promise<void> => sdk?.setFullscreen(on);

/** Inside Telegram: opens a `https://t.me/…` link (a share sheet, a chat) in Telegram; false elsewhere. */
export const openTelegramLink = (url: string): boolean => sdk?.openTgLink(url) ?? false;
/** Inside Telegram (8.0+): the share sheet for a message the bot prepared; false when the client cannot show it. */
export const sharePreparedMessage = async (id: string): Promise<boolean> => (sdk ? sdk.sharePrepared(id) : false);
/** Inside Telegram: opens an http(s) page in Telegram's in-app browser; false elsewhere (use a normal link). */
export const openExternalLink = (url: string): boolean => sdk?.openExternal(url) ?? false;

/** CloudStorage (Bot API 6.1+ inside Telegram); resolves to nothing elsewhere. */
export const cloudGet = async (key: string): Promise<string | null> => (sdk ? sdk.cloudGet(key) : null);
export const cloudSet = async (key: string, value: string): Promise<void> => sdk?.cloudSet(key, value);
export const cloudDelete = async (key: string): Promise<void> => sdk?.cloudDelete(key);
export const rawInitData = (): string | undefined => sdk?.rawInitData();

/** Fired by /tma when Telegram sign-in finished; start-up runs again with that session. */
export const TMA_INIT_EVENT = 'lp:tma-init-complete';
export type TmaInitDetail = { sessionId: string };
