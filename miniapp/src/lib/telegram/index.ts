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

/** The loaded SDK layer (sdk.ts) inside Telegram; null elsewhere. For lib/telegram/native.ts. */
export const loadedSdk = (): Sdk | null => sdk;

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

/** Telegram's light or dark changing while the app is open (a day/night switch): `telegramEnv().appearance` follows. */
export const onTelegramAppearance = (cb: () => void): (() => void) => sdk?.onAppearance(cb) ?? (() => {});

/** CloudStorage (Bot API 6.1+ inside Telegram); resolves to nothing elsewhere. */
export const cloudGet = async (key: string): Promise<string | null> => (sdk ? sdk.cloudGet(key) : null);
export const cloudSet = async (key: string, value: string): Promise<void> => sdk?.cloudSet(key, value);
export const cloudDelete = async (key: string): Promise<void> => sdk?.cloudDelete(key);
export const rawInitData = (): string | undefined => sdk?.rawInitData();

/** Fired by /tma when Telegram sign-in finished; start-up runs again with that session. */
export const TMA_INIT_EVENT = 'lp:tma-init-complete';
export type TmaInitDetail = { sessionId: string };
