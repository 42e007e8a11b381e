import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language, languageOf } from '@shared/constants.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { findSessionLanguage } from '../services/sessions.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** the call's session id, once read: an error's text is in its person's language */
    sessionId: string | undefined;
    /** the signed-in person's chosen language once the host loaded the caller; null: none (or anonymous) */
    userLanguage: Language | null | undefined;
    /** the answer is a refusal we chose (an HttpError or a client gone), not a failure: never logged as an error */
    refusal: boolean | undefined;
  }
}

const isLanguage = (tag: string): tag is Language => LANGUAGES.some((l) => l === tag);

/** The first of our languages an Accept-Language header names, by its q-values. */
export function acceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((r) => r.primary).find(isLanguage);
}

/** The language the visitor chose before sign-in (the `lp_lang` cookie), when it names one of ours. */
export const chosenLanguage = (c: Context): Language | undefined => languageOf(getCookie(c, LANGUAGE_COOKIE));

/**
 * Keeps the chosen language for a year. Readable by the app (it names no secret); over https
 * `SameSite=None; Partitioned`, as Telegram Web frames the app (session-cookie.ts says why).
 */
export function setLanguageCookie(c: Context, deps: AppDeps, language: Language): void {
  const https = deps.config.publicUrl.startsWith('https:');
  setCookie(c, LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
    ...(https ? { secure: true, sameSite: 'None' as const, partitioned: true as const } : { sameSite: 'Lax' as const }),
  });
}

/** An anonymous visitor's language: the one they chose, else Accept-Language, else ru. */
export const visitorLanguage = (c: Context): Language =>
  chosenLanguage(c) ?? acceptLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;

/**
 * The caller's language, for an error's text and for names kept in two languages (regions,
 * practice areas): the signed-in person's setting, else the visitor's chosen
 * language (the cookie), else Accept-Language, else ru. The setting costs one small query only
 * when the host has not loaded the caller already (a success of a signed-in call never pays it).
 */
export async function callerLanguage(c: Context, db: Db): Promise<Language> {
  let chosen = c.get('userLanguage');
  const sessionId = c.get('sessionId');
  if (chosen === undefined && sessionId) {
    chosen = await findSessionLanguage(db.db, sessionId).catch(() => null);
    c.set('userLanguage', chosen);
  }
  return chosen ?? visitorLanguage(c);
}

export const errorLanguage = callerLanguage;

/**
 * The language a text is wanted in: the one the app asks for (its current language), else
 * the signed-in person's setting, else the visitor's (cookie, Accept-Language, ru).
 */
export function readerLanguage(
  c: Context,
  asked: Language | undefined,
  setting: Language | null | undefined,
): Language {
  return asked ?? setting ?? visitorLanguage(c);
}
