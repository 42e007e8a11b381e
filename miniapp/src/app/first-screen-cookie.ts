import { getDefaultStore } from 'jotai';
import { FIRST_SCREEN_COOKIE, type FirstScreenHints } from '@shared/first-screen.ts';
import { selectedProjectIdAtom, selectedSpaceIdAtom } from '../features/planner/state/selection.ts';
import { sessionIdAtom } from '../lib/session-store.ts';
import { PHONE_QUERY } from '../lib/use-media-query.ts';

const MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Tells the server what it needs to draw a cold open's first screen (issue 20,
 * server/http/first-screen.ts): the session, whether the screen is a phone's and dark, and the
 * planner's selection. Kept current as they change; gone with the session. The session id is
 * the credential local storage holds already; the server reads the cookie only to draw the page
 * (calls never take it: they carry the session themselves).
 */
export function keepFirstScreenCookie(): () => void {
  const store = getDefaultStore();
  const phone = window.matchMedia(PHONE_QUERY);
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const write = () => {
    const s = store.get(sessionIdAtom);
    if (!s) {
      document.cookie = `${FIRST_SCREEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
      return;
    }
    const hints: FirstScreenHints = {
      s,
      phone: phone.matches,
      dark: dark.matches,
      space: store.get(selectedSpaceIdAtom),
      project: store.get(selectedProjectIdAtom),
    };
    document.cookie = `${FIRST_SCREEN_COOKIE}=${encodeURIComponent(JSON.stringify(hints))}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
  };
  write();
  const off = [sessionIdAtom, selectedSpaceIdAtom, selectedProjectIdAtom].map((a) => store.sub(a, write));
  phone.addEventListener('change', write);
  dark.addEventListener('change', write);
  return () => {
    off.forEach((o) => o());
    phone.removeEventListener('change', write);
    dark.removeEventListener('change', write);
  };
}
