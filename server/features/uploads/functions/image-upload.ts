import { imageUploadCall } from '@shared/contracts/image-upload.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/http/errors.ts';
import { processImage, WEBP } from '../process-image.ts';
import { saveUpload } from '../uploads-service.ts';
import { MAX_UPLOAD_BYTES } from '@shared/uploads.ts';

/** image-upload: a signed-in person's image, checked, re-encoded and stored; answers its URL. */
export default defineFunction(imageUploadCall, async ({ file, bucket, folder }, ctx) => {
  const caller = await ctx.caller();
  if (caller.profileId === null) throw new HttpError('no_profile');
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  // The body limit leaves room for the other fields; the file itself is held to the spec's 5 MB.
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError('file_too_large');
  const image = await processImage(bytes, bucket, folder);
  return saveUpload(ctx.deps.db.db, ctx.deps.uploads, {
    profileId: caller.profileId,
    bucket,
    folder,
    image,
    contentType: WEBP,
  });
});
