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
  /** The address users load the image from: `/uploads/…` on whatever address the app is opened by, or S3_PUBLIC_URL's. */
  url(key: string): string;
  /** The key behind one of this store's URLs (in any form it ever gave out); undefined for any other address. */
  keyOf(url: string): string | undefined;
}

/** Only names the server itself makes: nothing a user typed, no `..`, no other extension. */
export const isUploadKey = (key: string): boolean => UPLOAD_KEY.test(key);

export const contentTypeOf = (key: string): string | undefined => (key.endsWith('.webp') ? 'image/webp' : undefined);

/**
 * url() and keyOf() for a store whose objects are public under `base`. keyOf() also reads the
 * addresses under `older` bases: an app loaded before uploads' addresses became relative
 * still sends `PUBLIC_URL/uploads/…`, which names the same object.
 */
export function urlsUnder(base: string, older: readonly string[] = []): Pick<UploadStore, 'url' | 'keyOf'> {
  const prefixOf = (b: string) => `${b.replace(/\/+$/, '')}/`;
  const prefix = prefixOf(base);
  const accepted = [prefix, ...older.map(prefixOf)];
  return {
    url: (key) => prefix + key,
    keyOf(url) {
      const from = accepted.find((p) => url.startsWith(p));
      if (!from) return undefined;
      const key = url.slice(from.length);
      return isUploadKey(key) ? key : undefined;
    },
  };
}
