import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf, isUploadKey, type UploadStore } from './upload-store.ts';

/**
 * Uploads as files under `root` (DATA_DIR/uploads), served by the server at /uploads. For
 * one machine; with several server processes use S3 (docs/operations.md, "Running at scale").
 */
export function diskStore(root: string, urls: Pick<UploadStore, 'url' | 'keyOf'>): UploadStore {
  // Keys are checked again here, so no caller can make a path outside the root.
  const pathOf = (key: string) => {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key.slice(0, 80)}`);
    return join(root, key);
  };
  return {
    kind: 'disk',
    ...urls,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const contentType = contentTypeOf(key);
      if (!isUploadKey(key) || !contentType) return undefined;
      try {
        return { body: await readFile(pathOf(key)), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
