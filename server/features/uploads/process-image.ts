import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import {
  IMAGE_VARIANT_WIDTHS,
  STORED_IMAGE_SIZES as S,
  type UPLOAD_TARGETS,
  type UploadBucket,
  type UploadFolder,
} from '@shared/uploads.ts';
import { HttpError } from '@server/errors.ts';
import { DecodeGate } from './decode-gate.ts';

// libvips works on its own threads, off the event loop; sharp sizes its pool from the CPUs
// it sees, which is 1 on these machines (docs/stack.md): two keep both cores busy.
sharp.concurrency(Math.max(2, sharp.concurrency()));
// Every upload is a new image: libvips's operation cache would only hold memory.
sharp.cache(false);

/** What the bytes must be, whatever the name or the browser's Content-Type say. */
const ACCEPTED = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
]);

/**
 * More than any phone camera's 50-megapixel mode; a small PNG claiming 20,000×20,000 is
 * refused from its header, before a pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 60_000_000;

/** What each use is cut to: avatars and profile covers exactly, post and event covers by width only. */
const SIZES: { [B in UploadBucket]: Record<(typeof UPLOAD_TARGETS)[B][number], ResizeOptions> } = {
  profiles: {
    avatars: { ...S.profileAvatar, fit: 'cover' },
    covers: { ...S.profileCover, fit: 'cover' },
  },
  posts: {
    covers: { width: S.postCoverWidth, withoutEnlargement: true },
    events: { width: S.postCoverWidth, withoutEnlargement: true },
    content: { width: S.postContentWidth, withoutEnlargement: true },
  },
};

export const WEBP = 'image/webp';

/**
 * Images decoded at once by this process, and of one person. Each takes a libuv worker
 * (there are 4) and two libvips threads for its whole run: more at once would not finish
 * sooner on two cores, but would hold more memory and leave no worker for the file reads
 * and writes of other requests. One person's two leave a turn free for everyone else, and
 * the gate hands freed turns around by person.
 */
export const DECODES_AT_ONCE = 3;
export const DECODES_PER_PERSON = 2;
export const decodeGate = new DecodeGate(DECODES_AT_ONCE, DECODES_PER_PERSON);

/** Checks the bytes from their content and the header's dimensions; answers 400s for anything else. */
async function checkImage(bytes: Uint8Array): Promise<void> {
  const type = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!type || !ACCEPTED.has(type.mime)) throw new HttpError('not_an_image');
  let meta: Metadata;
  try {
    // Reads the header only, so no pixel limit is needed here; the limit is ours, below.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError('image_unreadable');
  }
  if (!meta.width || !meta.height) throw new HttpError('image_unreadable');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw new HttpError('image_too_many_pixels', { max: MAX_IMAGE_PIXELS / 1_000_000 });
}

/** A stored image: the full one and its smaller copies (shared/uploads.ts), all WebP. */
export interface ProcessedImage {
  full: Uint8Array;
  variants: Array<{ width: number; body: Uint8Array }>;
}

/**
 * The image written anew: turned upright by its EXIF orientation, cut to its use, as WebP
 * with no metadata at all (sharp writes none unless asked: no GPS, camera or author). Only
 * the first frame of an animation is kept. The smaller copies are cut from that result (a
 * small WebP decodes in a fraction of the original's time).
 */
export async function processImage(
  bytes: Uint8Array,
  bucket: UploadBucket,
  folder: UploadFolder,
  /** whose image: their turns are counted apart from everyone else's */
  who: string,
): Promise<ProcessedImage> {
  await checkImage(bytes);
  const size = (SIZES[bucket] as Partial<Record<UploadFolder, ResizeOptions>>)[folder];
  const widths = (IMAGE_VARIANT_WIDTHS[bucket] as Partial<Record<UploadFolder, readonly number[]>>)[folder] ?? [];
  if (!size) throw new Error(`no image size for ${bucket}/${folder}`);
  try {
    // failOn 'truncated': a cut-off file is refused, a camera's harmless warnings are not.
    return await decodeGate.run(who, async () => {
      const full = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
        .rotate()
        .resize(size)
        .webp({ quality: 80 })
        .toBuffer();
      const variants = await Promise.all(
        widths.map(async (width) => ({
          width,
          body: await sharp(full).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
        })),
      );
      return { full, variants };
    });
  } catch {
    throw new HttpError('image_unreadable');
  }
}
