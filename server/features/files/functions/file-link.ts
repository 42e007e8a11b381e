import { fileLinkCall } from '@shared/contracts/files.ts';
import { PROFILE_CONTACTS_PER_HOUR } from '@shared/schemas/profile.ts';
import { DEFAULT_TIMEZONE } from '@shared/constants.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { visitorLanguage } from '@server/http/language.ts';
import { serverSecret } from '@server/services/server-secret.ts';
import { signFileGrant } from '@server/services/file-links.ts';
import { type FileReader, makeFile } from '../files-service.ts';

/**
 * `file-link`: the address of a file for the caller (a visitor for public
 * files; the signed-in owner for a quiz's results). The file is made once here too, so a
 * refusal shows in the app, in the person's language, rather than in Telegram's downloader.
 */
export default defineFunction(fileLinkCall, async ({ file, sessionId }, ctx) => {
  const { db } = ctx.deps.db;
  const caller = file.kind === 'quizResults' ? await ctx.caller() : sessionId ? (await ctx.session()).caller : null;
  const language = caller?.language ?? visitorLanguage(ctx.c);
  const reader: FileReader = caller
    ? { userId: caller.userId, profileId: caller.profileId, timezone: caller.timezone ?? DEFAULT_TIMEZONE, language }
    : { userId: 0, profileId: null, timezone: DEFAULT_TIMEZONE, language };
  const publicUrl = ctx.deps.config.publicUrl.replace(/\/$/, '');
  const made = await makeFile(db, file, reader, {
    publicUrl,
    contactsPerHour: Math.ceil(PROFILE_CONTACTS_PER_HOUR * (ctx.deps.config.rateLimitFactor ?? 1)),
  });
  const secret = await serverSecret(db, ctx.deps.config.serverSecret);
  const { token } = signFileGrant(secret, { file, userId: reader.userId, language });
  return { url: `${publicUrl}/files/${token}/${encodeURIComponent(made.fileName)}`, fileName: made.fileName };
});
