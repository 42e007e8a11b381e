import { getDefaultStore } from 'jotai';
import {
  DRAWN_DEVICE_KEYS,
  type DeviceValues,
  FIRST_SCREEN_COOKIE,
  type FirstScreenHints,
  SCREEN_HINTS_COOKIE,
} from '@shared/first-screen.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../features/planner/state/selection.ts';
import { sessionIdAtom } from '../lib/session-store.ts';
import { onTelegramAppearance, type TelegramEnv } from '../lib/telegram/index.ts';
import { PHONE_QUERY } from '../lib/use-media-query.ts';

const MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Tells the server what it needs to draw a cold open's first screen
 * (server/http/first-screen-drawing.ts): whether the screen is a phone's and dark, and the planner's
 * selection, and inside Telegram (`telegram`) its platform and theme, which the Mini App's page is
 * drawn with. Kept current as they change; gone with the session. The session itself is never in
 * it (a cookie scripts write, scripts can read): the server has its own HttpOnly cookie
 * (server/http/session-cookie.ts).
 */
export function keepFirstScreenCookie(telegram: TelegramEnv | null): () => void {
  const store = getDefaultStore();
  const phone = window.matchMedia(PHONE_QUERY);
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // The cookie of before, which carried the session id (the server expires it too).
  document.cookie = `${FIRST_SCREEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  const write = () => {
    if (!store.get(sessionIdAtom)) {
      document.cookie = `${SCREEN_HINTS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
      return;
    }
    const hints: FirstScreenHints = {
      phone: phone.matches,
      dark: telegram ? telegram.appearance === 'dark' : dark.matches,
      tg: telegram && { platform: telegram.platform, dark: telegram.appearance === 'dark' },
      space: store.get(selectedSpaceIdAtom),
      project: store.get(selectedProjectIdAtom),
      device: deviceValues(),
    };
    document.cookie = `${SCREEN_HINTS_COOKIE}=${encodeURIComponent(JSON.stringify(hints))}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
  };
  write();
  const off = [sessionIdAtom, selectedSpaceIdAtom, selectedProjectIdAtom].map((a) => store.sub(a, write));
  phone.addEventListener('change', write);
  dark.addEventListener('change', write);
  // Telegram's day/night switch (lib/telegram/sdk.ts updates the environment first).
  const offTelegram = telegram ? onTelegramAppearance(write) : () => {};
  // The device's remembered choices change in many places: the cookie takes them as the page is
  // left, which is before the next open (a stale one only costs that open its drawing: drawn-page.ts).
  const leaving = () => document.visibilityState === 'hidden' && write();
  document.addEventListener('visibilitychange', leaving);
  return () => {
    document.removeEventListener('visibilitychange', leaving);
    off.forEach((o) => o());
    offTelegram();
    phone.removeEventListener('change', write);
    dark.removeEventListener('change', write);
  };
}

/** This device's values of what a drawn page shows (DRAWN_DEVICE_KEYS). */
export function deviceValues(): DeviceValues {
  const values: DeviceValues = {};
  for (const key of DRAWN_DEVICE_KEYS) {
    try {
      const v = localStorage.getItem(key);
      if (v !== null && v.length <= 16) values[key] = v;
    } catch {
      // private mode: nothing remembered
    }
  }
  return values;
}
