import { Maximize2, Minimize2 } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@shared/schemas/files.ts';
import { callFunction } from '../api-client.ts';
import { fileLinkCall } from '../calls.ts';
import { createButtonStack, type BottomButtons, type ButtonClaim } from './button-stack.ts';
import { loadedSdk } from './index.ts';

/** A store that never changes, for `useSyncExternalStore` reads whose server drawing differs. */
const unchanging = () => () => {};
const no = () => false;

/*
 * Telegram's newer abilities that only some pages use (downloads, swipes, write access,
 * fullscreen, the home-screen icon): one module, so that they cost the entry every first open
 * loads one chunk name, not five (tests/unit/bundle-budget.test.ts). Each does nothing in a browser, or falls back to what
 * a browser does.
 */

/** Inside Telegram: opens a `https://t.me/…` link (a share sheet, a chat) in Telegram; false elsewhere. */
export const openTelegramLink = (url: string): boolean => loadedSdk()?.openTgLink(url) ?? false;
/** Inside Telegram (8.0+): the share sheet for a message the bot prepared; false when the client cannot show it. */
export const sharePreparedMessage = async (id: string): Promise<boolean> => loadedSdk()?.sharePrepared(id) ?? false;
/**
 * Inside Telegram, when the launch data says the bot may not write to the person: Telegram's
 * own "allow messages" prompt (Bot API 6.9). 'cannot' outside Telegram and before 6.9.
 */
export const askWriteAccess = async (): Promise<'allowed' | 'refused' | 'cannot'> =>
  loadedSdk()?.askWriteAccess() ?? 'cannot';
/** Whether Telegram says the app's home-screen icon is missing (Bot API 8.0); false elsewhere. */
export const homeScreenMissing = async (): Promise<boolean> => loadedSdk()?.homeScreenMissing() ?? false;
/** Telegram's "Add to Home Screen" dialog (8.0); false where there is none. */
export const addToHomeScreen = (): boolean => loadedSdk()?.addHomeScreenIcon() ?? false;
/** Inside Telegram: opens an http(s) page in Telegram's in-app browser; false elsewhere (use a normal link). */
export const openExternalLink = (url: string): boolean => loadedSdk()?.openExternal(url) ?? false;

/**
 * Turns Telegram's swipe-down-to-close off until the returned function is called (a
 * long-press drag loses to that gesture). Holds nest: swipes come back when the last is let go.
 */
export const holdVerticalSwipes = (): (() => void) => loadedSdk()?.holdSwipes() ?? (() => {});

/** Telegram's own download dialog (8.0+); false where there is none (the page downloads itself). */
export const telegramDownload = async (url: string, fileName: string): Promise<boolean> =>
  loadedSdk()?.download(url, fileName) ?? false;

/** Fullscreen (8.0+): whether this client can, whether it is, and asking for it or leaving it. */
export const canFullscreen = (): boolean => loadedSdk()?.canFullscreen() ?? false;
export const isFullscreen = (): boolean => loadedSdk()?.isFullscreen() ?? false;
export const onFullscreen = (cb: () => void): (() => void) => loadedSdk()?.onFullscreen(cb) ?? (() => {});
export const setFullscreen = async (on: boolean): Promise<void> => loadedSdk()?.setFullscreen(on);

/** Telegram's swipe-down-to-close stays off while `off` holds; nothing outside Telegram. */
export function useVerticalSwipesOff(off: boolean): void {
  useEffect(() => (off ? holdVerticalSwipes() : undefined), [off]);
}

/**
 * A page that offers Telegram's fullscreen (Bot API 8.0): whether it can, whether
 * it is, and the toggle. Leaving the page leaves fullscreen. `supported` is false in a
 * browser and on older clients, where the page shows no toggle.
 */
export function useTelegramFullscreen(): { supported: boolean; on: boolean; toggle: () => void } {
  const on = useSyncExternalStore(onFullscreen, isFullscreen, () => false);
  // What the client can is known only to the browser's SDK, once it mounted the viewport: a
  // server drawing shows no toggle, and the hydrated page adds it a little later.
  const supported = useSyncExternalStore(onFullscreen, canFullscreen, () => false);
  useEffect(() => () => void setFullscreen(false), []);
  return { supported, on, toggle: () => void setFullscreen(!isFullscreen()) };
}

/**
 * Telegram's fullscreen for a wide page (the board, the calendar, the network map):
 * shown only where the client has it (Bot API 8.0), so a browser and an older client
 * draw nothing. Leaving the page leaves fullscreen.
 */
export function FullscreenToggle({ className = 'lp-fullscreen-btn' }: { className?: string }) {
  const { t } = useTranslation();
  const { supported, on, toggle } = useTelegramFullscreen();
  if (!supported) return null;
  const label = t(on ? 'nav.fullscreen.exit' : 'nav.fullscreen.enter');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={toggle}
      data-testid="fullscreen-toggle"
    >
      {on ? <Minimize2 size={20} aria-hidden /> : <Maximize2 size={20} aria-hidden />}
    </button>
  );
}

/**
 * Downloads one of the app's files from its signed address: inside Telegram
 * through Telegram's own dialog (`downloadFile`, Bot API 8.0; its WebViews block a page's
 * downloads; a client before 8.0 opens the address in the browser, which saves it), elsewhere
 * as a plain link the server answers as an attachment. A refusal
 * (the file is gone or not the person's) rejects with the server's words.
 */
export async function downloadAppFile(file: FileRef): Promise<void> {
  const { url, fileName } = await callFunction(fileLinkCall, { file });
  if (await telegramDownload(url, fileName)) return;
  if (openExternalLink(url)) return;
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** The app's one owner of Telegram's MainButton and SecondaryButton (button-stack.ts). */
const buttonStack = createButtonStack((top) => {
  loadedSdk()?.showBottomButtons(top, (which) => buttonStack.press(which));
  // The floating "+" and the tab bar make room for Telegram's buttons (styles.css).
  document.documentElement.classList.toggle('tg-bottom-buttons', top !== null);
});

const NOT_SHOWN = { main: false, secondary: false } as const;

/**
 * A form's primary and second action on Telegram's own buttons: MainButton (Bot
 * API 6.0) with its loader while saving and greyed while invalid, SecondaryButton (7.10) for
 * the second. Returns which of them Telegram shows; the form keeps its in-page buttons for the
 * others (a browser shows all of them, a client before 7.10 the second). Pass the buttons on
 * every render: the latest text, state and handler are what Telegram shows and calls; null
 * while the form has none to show (another tab of its dialog).
 */
export function useTelegramButtons(buttons: BottomButtons | null): { main: boolean; secondary: boolean } {
  // As for fullscreen: a server drawing has no SDK to ask, so it keeps the in-page buttons until hydrated.
  const main = useSyncExternalStore(unchanging, () => loadedSdk()?.bottomButtonsSupported().main ?? false, no);
  const secondary = useSyncExternalStore(
    unchanging,
    () => loadedSdk()?.bottomButtonsSupported().secondary ?? false,
    no,
  );
  const supported = main ? { main, secondary } : NOT_SHOWN;
  const on = supported.main && buttons !== null;
  const latest = useRef(buttons);
  latest.current = buttons;
  const claim = useRef<ButtonClaim | null>(null);
  useEffect(() => {
    if (!on || !latest.current) return;
    const c = buttonStack.claim(latest.current);
    claim.current = c;
    return () => {
      c.release();
      claim.current = null;
    };
  }, [on]);
  useEffect(() => {
    if (buttons) claim.current?.update(buttons);
  });
  return on ? supported : NOT_SHOWN;
}
