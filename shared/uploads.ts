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
 * What the server cuts each stored image to. One size each, no smaller variants: the app
 * sets these as an image's width and height (so nothing moves as it loads), and has no
 * srcset to offer.
 */
export const STORED_IMAGE_SIZES = {
  profileAvatar: { width: 400, height: 400 },
  profileCover: { width: 1200, height: 400 },
  /** post and event covers keep their proportions, at most this wide; the app shows them at 3:1 */
  postCoverWidth: 1600,
} as const;

/** The sizes the spec recommends to the user (what the stored image is cut to is the server's business). */
export const RECOMMENDED_SIZE = { avatars: '200×200', covers: '1200×400', events: '1200×400' } as const satisfies Record<UploadFolder, string>;

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
