import { UPLOAD_KEY } from '@shared/uploads.ts';

/** A year, never revalidated: a key is never reused for other bytes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** A stored object as the server hands it out. */
export interface StoredObject {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Where uploaded images live (disk-store.ts, s3-store.ts): the rest of the server knows
 * only keys, `{bucket}/{folder}/{uuid}/full.webp` and its smaller copies beside it
 * (shared/uploads.ts), and the public URLs made from them.
 */
export interface UploadStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** undefined when there is no such object */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removing what is already gone is not an error: several processes may clean up at once. */
  delete(key: string): Promise<void>;
  /** The address users load the image from. */
  url(key: string): string;
  /** The key behind one of this store's URLs; undefined for any other address. */
  keyOf(url: string): string | undefined;
}

/** Only names the server itself makes: nothing a user typed, no `..`, no other extension. */
export const isUploadKey = (key: string): boolean => UPLOAD_KEY.test(key);

export const contentTypeOf = (key: string): string | undefined => (key.endsWith('.webp') ? 'image/webp' : undefined);

/** url() and keyOf() for a store whose objects are public under one base address. */
export function urlsUnder(base: string): Pick<UploadStore, 'url' | 'keyOf'> {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  return {
    url: (key) => prefix + key,
    keyOf(url) {
      if (!url.startsWith(prefix)) return undefined;
      const key = url.slice(prefix.length);
      return isUploadKey(key) ? key : undefined;
    },
  };
}
