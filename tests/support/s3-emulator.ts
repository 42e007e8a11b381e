import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { StorageConfig } from '@server/config.ts';

/**
 * A local S3 (s3rver) on a free port with one empty bucket, for the S3 store's tests and
 * never the internet. It accepts any secret, so it cannot catch a signing bug (docs/stack.md).
 */
export async function startS3Emulator(bucket = 'lp-uploads-test') {
  const directory = mkdtempSync(join(tmpdir(), 'lp-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = {
    kind: 's3',
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  } satisfies StorageConfig;
  const client = new S3Client({
    endpoint,
    region: storage.region,
    forcePathStyle: true,
    credentials: storage.credentials,
  });
  return {
    endpoint,
    bucket,
    storage,
    /** Every key in the bucket. */
    async keys(): Promise<string[]> {
      const r = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (r.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
