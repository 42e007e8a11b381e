/**
 * Image uploads: where an image may go, the 5 MB limit, and the
 * check both sides make before any byte is sent or decoded. No dependencies: the app's
 * upload component imports it.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Each bucket's folders: post and event covers in `posts`, avatars and covers in `profiles`.
 * `posts/content` holds the images inside a post's text (the editor's "Insert image"): the
 * only images a post's Markdown shows (see isOwnUpload).
 */
export const UPLOAD_TARGETS = {
  posts: ['covers', 'events', 'content'],
  profiles: ['avatars', 'covers'],
} as const;

export const UPLOAD_BUCKETS = ['posts', 'profiles'] as const;
export const UPLOAD_FOLDERS = ['covers', 'events', 'avatars', 'content'] as const;
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
  /** images in a post's text keep their proportions, at most this wide (the text column is narrower) */
  postContentWidth: 1200,
} as const;

/**
 * The smaller copies kept beside each stored image, by width: a phone's feed loads a
 * cover a third the size, a list's 40 px avatar a 96 px one. Each is the stored image cut to
 * that width (never wider than the image itself), WebP like it.
 */
export const IMAGE_VARIANT_WIDTHS: {
  [B in UploadBucket]: Record<(typeof UPLOAD_TARGETS)[B][number], readonly number[]>;
} = {
  profiles: { avatars: [96, 192], covers: [600] },
  posts: { covers: [480, 960], events: [480, 960], content: [480, 960] },
};

/** The stored image's own width, the largest `srcset` offers (covers: at most). */
const FULL_WIDTH: { [B in UploadBucket]: Record<(typeof UPLOAD_TARGETS)[B][number], number> } = {
  profiles: { avatars: STORED_IMAGE_SIZES.profileAvatar.width, covers: STORED_IMAGE_SIZES.profileCover.width },
  posts: {
    covers: STORED_IMAGE_SIZES.postCoverWidth,
    events: STORED_IMAGE_SIZES.postCoverWidth,
    content: STORED_IMAGE_SIZES.postContentWidth,
  },
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
  content: '1200×800',
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

/**
 * A stored object's key as the server makes it (`{bucket}/{folder}/{uuid}/full.webp`, a copy
 * `…/{uuid}/{width}.webp`, or an older `…/{uuid}.webp`): nothing a user typed, no `..`.
 */
export const UPLOAD_KEY = new RegExp(
  `^(${UPLOAD_BUCKETS.join('|')})/(${UPLOAD_FOLDERS.join('|')})/${UUID}(?:/(?:full|[1-9][0-9]{1,3}))?\\.webp$`,
);

/** Where this platform's uploads are read from, besides `/uploads/…` on the app's own site. */
export interface UploadBases {
  /** PUBLIC_URL: its `/uploads/…` */
  publicUrl: string;
  /** S3_PUBLIC_URL when set: the bucket's (or its CDN's) public address */
  uploadsUrl: string | null;
}

/**
 * Whether an image address is one of this platform's own uploads: a post's
 * Markdown shows only these as images, so no author can make readers' devices call another
 * host (a tracking pixel that learns each reader's address). `src` is the address as the
 * renderer resolved it (a path on this site, or a full normalised URL); the part after the base
 * must be exactly a key the server makes, so no query, `..` or other file gets through.
 */
export function isOwnUpload(src: string, bases: UploadBases): boolean {
  const prefixes = ['/uploads/'];
  if (bases.publicUrl) prefixes.push(`${bases.publicUrl.replace(/\/+$/, '')}/uploads/`);
  if (bases.uploadsUrl) prefixes.push(`${bases.uploadsUrl.replace(/\/+$/, '')}/`);
  return prefixes.some((p) => src.startsWith(p) && UPLOAD_KEY.test(src.slice(p.length)));
}

const CONTENT_IMAGE = new RegExp(`(?<![\\w-])posts/content/(${UUID})(?:/(?:full|[1-9][0-9]{1,3}))?\\.webp`, 'g');

/** At most this many images of a post's text are attached at a save; a text may name more, which stay as they are. */
export const MAX_CONTENT_IMAGES = 100;

/**
 * The keys (`posts/content/{uuid}/full.webp`) of the content images a post's text names, in
 * whatever address form (`/uploads/…`, PUBLIC_URL or S3 address, a smaller copy). Found by
 * their names rather than by parsing the Markdown: a name the text merely mentions is kept too,
 * which costs only the image staying stored.
 */
export function contentImageKeys(markdown: string): string[] {
  const keys = new Set<string>();
  for (const m of markdown.matchAll(CONTENT_IMAGE)) {
    keys.add(`posts/content/${m[1]}/full.webp`);
    if (keys.size >= MAX_CONTENT_IMAGES) break;
  }
  return [...keys];
}
