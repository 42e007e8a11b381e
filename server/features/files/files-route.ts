import { Hono } from 'hono';
import { PROFILE_CONTACTS_PER_HOUR } from '@shared/schemas/profile.ts';
import type { AppDeps } from '@server/deps.ts';
import { HttpError } from '@server/errors.ts';
import { readFileGrant } from '@server/services/file-links.ts';
import { serverSecret } from '@server/services/server-secret.ts';
import { fileReader, makeFile } from './files-service.ts';

/** RFC 6266: an ASCII fallback name and the real one in UTF-8 (the quiz's CSV is named in Russian). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET and HEAD /files/{token}/{name}: the file a signed address names, as an
 * attachment. No session is read: Telegram's downloader sends none, so the token alone says
 * who asked (services/file-links.ts); the name after it is only what a browser saves it as.
 */
export function filesRoute(deps: AppDeps) {
  const route = new Hono();
  route.on(['GET', 'HEAD'], '/:token/:name', async (c) => {
    const { db } = deps.db;
    const grant = readFileGrant(await serverSecret(db, deps.config.serverSecret), c.req.param('token'));
    if (!grant) throw new HttpError('file_link_invalid');
    const made = await makeFile(db, grant.file, await fileReader(db, grant.userId, grant.language), {
      publicUrl: deps.config.publicUrl.replace(/\/$/, ''),
      contactsPerHour: Math.ceil(PROFILE_CONTACTS_PER_HOUR * (deps.config.rateLimitFactor ?? 1)),
    });
    const bytes = Buffer.from(made.body, 'utf8');
    const headers = {
      'Content-Type': made.contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachment(made.fileName),
      // One person's file: kept by no cache, and never read as anything but its type.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(bytes, 200, headers);
  });
  return route;
}
