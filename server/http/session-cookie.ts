import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { FIRST_SCREEN_COOKIE } from '@shared/first-screen.ts';
import type { AppDeps } from '../deps.ts';
import { AUTH_SESSION_IDLE_DAYS } from '../services/sessions.ts';

/**
 * The session as an HttpOnly cookie: what the server needs to draw the person's
 * page (first-screen-drawing.ts) without the session id in a script-readable cookie or in the HTML.
 * Calls never read it: they carry the session themselves (`X-Session-Id`), so the cookie cannot
 * make a cross-site request act as the person. Set when a session begins (anonymous ones too:
 * the server draws their pages), at every sign-in and by the app's session check (sessions from before it);
 * sign-out puts the new anonymous session in it.
 */
export const SESSION_COOKIE = 'lp_session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Over https the app is also opened framed by Telegram Web (another site): only a `Secure;
 * SameSite=None; Partitioned` cookie reaches the server there. Plain http (development) cannot
 * set `Secure`, so `Lax`.
 */
function attributes(deps: AppDeps) {
  const https = deps.config.publicUrl.startsWith('https:');
  return https
    ? { path: '/', httpOnly: true, secure: true, sameSite: 'None' as const, partitioned: true as const }
    : { path: '/', httpOnly: true, sameSite: 'Lax' as const };
}

export function setSessionCookie(c: Context, deps: AppDeps, sessionId: string): void {
  setCookie(c, SESSION_COOKIE, sessionId, { ...attributes(deps), maxAge: AUTH_SESSION_IDLE_DAYS * 24 * 60 * 60 });
}

/** The session id of the request's session cookie, when it holds one. */
export function sessionCookieOf(c: Context): string | undefined {
  const value = getCookie(c, SESSION_COOKIE);
  return value && UUID.test(value) ? value : undefined;
}

/**
 * The first-screen cookie of earlier releases carried the session id readable by scripts: a
 * browser that still holds it is told to drop it, with the attributes the app gave it
 * (app/first-screen-cookie.ts: `Secure` over https).
 */
export function expireOldFirstScreenCookie(c: Context, deps: AppDeps): void {
  if (getCookie(c, FIRST_SCREEN_COOKIE) === undefined) return;
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  c.header('Set-Cookie', `${FIRST_SCREEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`, { append: true });
}
