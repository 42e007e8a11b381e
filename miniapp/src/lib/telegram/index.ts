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
export const hapticTap = (): void => sdk?.hapticTap();

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
