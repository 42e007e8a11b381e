import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@shared/constants.ts';
import { type FileRef, fileRefSchema, FILE_LINK_SECONDS } from '@shared/schemas/files.ts';

/**
 * Signed addresses of files. Telegram's downloader fetches a Mini App's file
 * with no cookie and no session, so the address itself carries who may read what: one file,
 * one person (0 for a visitor, who reads only what is public), the language its texts are
 * written in, and when it stops working. Any number of fetches within that time, since
 * Telegram asks the person first and fetches afterwards (and a HEAD may come before the GET).
 * Signed with the server's secret (server-secret.ts), so every process agrees.
 */
export interface FileGrant {
  file: FileRef;
  /** the person's user id; 0 for a visitor */
  userId: number;
  language: Language;
  /** seconds since the epoch */
  expires: number;
}

const mac = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(`file-link:${body}`).digest('base64url');

export function signFileGrant(
  secret: Buffer,
  grant: Omit<FileGrant, 'expires'>,
  now = Date.now(),
): { token: string; expires: number } {
  const expires = Math.floor(now / 1000) + FILE_LINK_SECONDS;
  const body = Buffer.from(JSON.stringify({ f: grant.file, u: grant.userId, l: grant.language, e: expires })).toString(
    'base64url',
  );
  return { token: `${body}.${mac(secret, body)}`, expires };
}

/** The grant a token carries, or null when it is not ours, was changed, or has expired. */
export function readFileGrant(secret: Buffer, token: string, now = Date.now()): FileGrant | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const want = Buffer.from(mac(secret, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const file = fileRefSchema.safeParse(raw.f);
    if (!file.success || typeof raw.u !== 'number' || typeof raw.e !== 'number') return null;
    if (raw.e * 1000 <= now) return null;
    return { file: file.data, userId: raw.u, language: raw.l === 'en' ? 'en' : 'ru', expires: raw.e };
  } catch {
    return null;
  }
}
