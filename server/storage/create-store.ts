import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { diskStore } from './disk-store.ts';
import type { UploadStore } from './upload-store.ts';

/** The store the configuration names: S3 when S3_BUCKET is set, else disk under DATA_DIR (a temp dir for memory://). */
export async function createUploadStore(config: Config): Promise<UploadStore> {
  const serverBase = `${config.publicUrl}/uploads`;
  if (config.storage.kind === 's3') {
    // Loaded only here: the SDK is large and disk-only servers never need it.
    const { s3Store } = await import('./s3-store.ts');
    return s3Store(config.storage, serverBase);
  }
  const root = config.dataDir.startsWith('memory://')
    ? mkdtempSync(join(tmpdir(), 'lp-uploads-'))
    : resolve(config.dataDir, 'uploads');
  return diskStore(root, serverBase);
}
