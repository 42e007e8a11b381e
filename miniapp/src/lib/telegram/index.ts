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
  /** init data's `allows_write_to_pm`: false when the bot may not write to the person yet */
  allowsWriteToPm?: boolean;
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

/** The loaded SDK layer (sdk.ts) inside Telegram; null elsewhere. For lib/telegram/native.tsx. */
export const loadedSdk = (): Sdk | null => sdk;

/** Non-null inside Telegram, once initialised (and in the server's drawing of a Mini App page). */
export const telegramEnv = (): TelegramEnv | null => env;

/**
 * The server's render only (server-render.tsx): a page drawn for the Mini App
 * renders with a stand-in of the environment the browser will hydrate it in (its platform and
 * theme, from the first-screen cookie); null for a browser's page. The render is synchronous, so
 * it is set before each one, as lib/render-hints.ts is. The SDK itself is never loaded there.
 */
export function drawAsTelegram(drawn: { platform: string; appearance: 'light' | 'dark' } | null): void {
  env = drawn && { platform: drawn.platform, appearance: drawn.appearance, version: '6.0' };
}

export const telegramReady = (): void => sdk?.telegramReady();
export const setBackButton = (visible: boolean): void => sdk?.setBackButton(visible);
export const onBackButton = (cb: () => void): (() => void) => sdk?.onBackButton(cb) ?? (() => {});

/**
 * The app's one haptics helper: `success` (published, saved, a task moved to a
 * done state, a quiz finished), `error` (a refused call, an invalid form), `selection` (a
 * dragged card over another column or day, a segmented control), `dragStart` (a long press
 * picked something up), `tap` (a lighter touch). Nothing outside Telegram or before 6.1.
 */
export type Haptic = 'success' | 'error' | 'selection' | 'dragStart' | 'tap';
export const haptic = (kind: Haptic): void => sdk?.haptic(kind);

/** Telegram's light or dark changing while the app is open (a day/night switch): `telegramEnv().appearance` follows. */
export const onTelegramAppearance = (cb: () => void): (() => void) => sdk?.onAppearance(cb) ?? (() => {});

/**
 * The session id kept for Telegram (SecureStorage on iOS/Android 9.0, an old
 * CloudStorage copy moved out once): given local storage's, the one to start with. Outside
 * Telegram, local storage's.
 */
export const keptSessionId = async (local: string | null): Promise<string | null> =>
  sdk ? sdk.keptSessionId(local) : local;
/** Keeps (or, with null, forgets) the session id where Telegram keeps it for this device; nothing elsewhere. */
export const keepSessionId = async (id: string | null): Promise<void> => sdk?.keepSessionId(id);
export const rawInitData = (): string | undefined => sdk?.rawInitData();

/** Fired by /tma when Telegram sign-in finished; start-up runs again with that session. */
export const TMA_INIT_EVENT = 'lp:tma-init-complete';
export type TmaInitDetail = { sessionId: string };
