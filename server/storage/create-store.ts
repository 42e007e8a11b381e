import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { diskStore } from './disk-store.ts';
import { urlsUnder, type UploadStore } from './upload-store.ts';

/**
 * The path the server serves every upload under, S3 too. Uploads' addresses are this path, not
 * PUBLIC_URL's, so an image loads from whatever address the app is opened by (127.0.0.1 while
 * PUBLIC_URL says localhost, www and not): the CSP lets images come from 'self'.
 */
export const UPLOADS_PATH = '/uploads';

/** The store the configuration names: S3 when S3_BUCKET is set, else disk under DATA_DIR (a temp dir for memory://). */
export async function createUploadStore(config: Config): Promise<UploadStore> {
  // Addresses the server gave out before: an older app still sends them.
  const older = [`${config.publicUrl}${UPLOADS_PATH}`];
  if (config.storage.kind === 's3') {
    // Loaded only here: the SDK is large and disk-only servers never need it.
    const { s3Store } = await import('./s3-store.ts');
    const publicBase = config.storage.publicUrl;
    const urls = publicBase ? urlsUnder(publicBase, [UPLOADS_PATH, ...older]) : urlsUnder(UPLOADS_PATH, older);
    return s3Store(config.storage, urls);
  }
  const root = config.dataDir.startsWith('memory://')
    ? mkdtempSync(join(tmpdir(), 'lp-uploads-'))
    : resolve(config.dataDir, 'uploads');
  return diskStore(root, urlsUnder(UPLOADS_PATH, older));
}
