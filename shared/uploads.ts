/**
 * Image uploads (spec community §5, §7): where an image may go, the 5 MB limit, and the
 * check both sides make before any byte is sent or decoded. No dependencies: the app's
 * upload component imports it.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Each bucket's folders: post and event covers in `posts`, avatars and covers in `profiles`. */
export const UPLOAD_TARGETS = {
  posts: ['covers', 'events'],
  profiles: ['avatars', 'covers'],
} as const;

export const UPLOAD_BUCKETS = ['posts', 'profiles'] as const;
export const UPLOAD_FOLDERS = ['covers', 'events', 'avatars'] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const isUploadTarget = (bucket: UploadBucket, folder: UploadFolder): boolean =>
  (UPLOAD_TARGETS[bucket] as readonly string[]).includes(folder);

/**
 * What the server cuts each stored image to. The app sets these as an image's width and height
 * (so nothing moves as it loads); the smaller copies below are its `srcset`.
 */
export const STORED_IMAGE_SIZES = {
  profileAvatar: { width: 400, height: 400 },
  profileCover: { width: 1200, height: 400 },
  /** post and event covers keep their proportions, at most this wide; the app shows them at 3:1 */
  postCoverWidth: 1600,
} as const;

/**
 * The smaller copies kept beside each stored image, by width (issue 20): a phone's feed loads a
 * cover a third the size, a list's 40 px avatar a 96 px one. Each is the stored image cut to
 * that width (never wider than the image itself), WebP like it.
 */
export const IMAGE_VARIANT_WIDTHS: {
  [B in UploadBucket]: Record<(typeof UPLOAD_TARGETS)[B][number], readonly number[]>;
} = {
  profiles: { avatars: [96, 192], covers: [600] },
  posts: { covers: [480, 960], events: [480, 960] },
};

/** The stored image's own width, the largest `srcset` offers (covers: at most). */
const FULL_WIDTH: { [B in UploadBucket]: Record<(typeof UPLOAD_TARGETS)[B][number], number> } = {
  profiles: { avatars: STORED_IMAGE_SIZES.profileAvatar.width, covers: STORED_IMAGE_SIZES.profileCover.width },
  posts: { covers: STORED_IMAGE_SIZES.postCoverWidth, events: STORED_IMAGE_SIZES.postCoverWidth },
};

const widthsOf = (bucket: string, folder: string): readonly number[] | undefined =>
  (IMAGE_VARIANT_WIDTHS as Record<string, Record<string, readonly number[]> | undefined>)[bucket]?.[folder];

/**
 * An upload's names in the store: `{bucket}/{folder}/{uuid}/full.webp`, the copies beside it as
 * `…/{uuid}/{width}.webp`. (Uploads from before the copies are `{bucket}/{folder}/{uuid}.webp`,
 * alone: the app offers no srcset for them.)
 */
export function uploadKeys(
  bucket: UploadBucket,
  folder: UploadFolder,
  id: string,
): { full: string; variants: Array<{ width: number; key: string }> } {
  const base = `${bucket}/${folder}/${id}`;
  return {
    full: `${base}/full.webp`,
    variants: (widthsOf(bucket, folder) ?? []).map((width) => ({ width, key: `${base}/${width}.webp` })),
  };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FULL = new RegExp(`(?:^|/)(${UPLOAD_BUCKETS.join('|')})/(${UPLOAD_FOLDERS.join('|')})/${UUID}/full\\.webp$`);

/** The copies' keys (or addresses) beside a stored image's key (or address); none for an older upload. */
export function variantsOf(full: string): Array<{ width: number; key: string }> {
  const m = FULL.exec(full);
  const widths = m ? widthsOf(m[1], m[2]) : undefined;
  if (!m || !widths) return [];
  const base = full.slice(0, -'full.webp'.length);
  return widths.map((width) => ({ width, key: `${base}${width}.webp` }));
}

/**
 * The `srcset` of an uploaded image's address: its copies and itself, by width. Undefined for
 * any other address (a demo picture, an older upload), which the app shows as it is.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const m = url ? FULL.exec(url) : null;
  if (!url || !m) return undefined;
  const full = (FULL_WIDTH as Record<string, Record<string, number> | undefined>)[m[1]]?.[m[2]];
  if (!full) return undefined;
  return [...variantsOf(url).map((v) => `${v.key} ${v.width}w`), `${url} ${full}w`].join(', ');
}

/** The sizes the spec recommends to the user (what the stored image is cut to is the server's business). */
export const RECOMMENDED_SIZE = {
  avatars: '200×200',
  covers: '1200×400',
  events: '1200×400',
} as const satisfies Record<UploadFolder, string>;

/** Why a file is refused before upload; the names are error codes of the server too. */
export type FileRefusal = 'not_an_image' | 'file_too_large';

/**
 * The browser's own check: the type it reports and the size. The server decides again from
 * the bytes; this only spares a slow upload that would be refused. SVG is refused because it
 * is a document that can carry scripts, not a picture.
 */
export function checkImageFile(file: { type: string; size: number }): FileRefusal | null {
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/') || type.startsWith('image/svg')) return 'not_an_image';
  if (file.size > MAX_UPLOAD_BYTES) return 'file_too_large';
  return null;
}
