import { imageUploadCall } from '@shared/contracts/image-upload.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/errors.ts';
import { enforceRateLimit } from '@server/http/enforce-rate-limit.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { processImage, WEBP } from '../process-image.ts';
import { saveUpload } from '../uploads-service.ts';
import { MAX_UPLOAD_BYTES } from '@shared/uploads.ts';

/** image-upload: a signed-in person's image, checked, re-encoded and stored; answers its URL. */
export default defineFunction(imageUploadCall, async ({ file, bucket, folder }, ctx) => {
  const caller = await ctx.caller();
  if (caller.profileId === null) throw new HttpError('no_profile');
  // Per person, whichever session or address they use (new sessions buy no more); the day's count only
  // for calls the minute let through.
  await enforceRateLimit(ctx.deps, ctx.c, RATE_LIMITS.uploadMinute, undefined, caller.userId);
  await enforceRateLimit(ctx.deps, ctx.c, RATE_LIMITS.uploadDay, undefined, caller.userId);
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  // The body limit leaves room for the other fields; the file itself is held to the spec's 5 MB.
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError('file_too_large');
  const image = await processImage(bytes, bucket, folder, String(caller.userId));
  return saveUpload(ctx.deps.db.db, ctx.deps.uploads, {
    profileId: caller.profileId,
    bucket,
    folder,
    image,
    contentType: WEBP,
  });
});
