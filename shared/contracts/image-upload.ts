import { z } from 'zod';
import { defineCall } from '../contract.ts';
import { V } from '../i18n/validation.ts';
import { sessionIdSchema } from '../schemas/common.ts';
import { isUploadTarget, MAX_UPLOAD_BYTES, UPLOAD_BUCKETS, UPLOAD_FOLDERS } from '../uploads.ts';

/** The file: a `File` as the app sends it, its bytes as the server reads it (no copy of a photo). */
const fileSchema = z.union([z.instanceof(Uint8Array), z.instanceof(Blob)], { error: V.required });

export const imageUploadInput = z
  .object({
    // Missing: the handler answers 401 'No session found' (the app sends the person to sign in), not a 400.
    sessionId: sessionIdSchema.optional(),
    file: fileSchema,
    bucket: z.enum(UPLOAD_BUCKETS),
    folder: z.enum(UPLOAD_FOLDERS),
  })
  .refine((i) => isUploadTarget(i.bucket, i.folder), { path: ['folder'], error: V.uploadFolder });

/**
 * `image-upload` (multipart: file, bucket, folder, sessionId) → the stored image's public
 * URL. The body is limited while it streams: a little over the file limit, for the other
 * fields and the multipart framing.
 */
export const imageUploadCall = defineCall('image-upload', {
  method: 'POST',
  input: imageUploadInput,
  output: z.object({ url: z.string() }),
  multipart: { maxBytes: MAX_UPLOAD_BYTES + 16 * 1024, tooLarge: 'file_too_large' },
});
