import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.ts';
import { IMMUTABLE_CACHE, type UploadStore } from './upload-store.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Uploads as objects in an S3-compatible bucket, shared by every server process. Public
 * through S3_PUBLIC_URL (a CDN or the bucket's own address), or through the server's
 * /uploads route when the bucket is private.
 */
export function s3Store(config: S3Config, urls: Pick<UploadStore, 'url' | 'keyOf'>): UploadStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Custom endpoints (MinIO, Yandex Object Storage, the test emulator) want bucket/key paths.
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
    // Since 3.729 the SDK adds checksums to every upload; S3-compatible stores that do not
    // know them store the aws-chunked framing inside the object (docs/stack.md). Only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    ...urls,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentLength: body.byteLength,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async get(key) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!r.Body) return undefined;
        // A copy typed over a plain ArrayBuffer, as a response body must be (images are small).
        return {
          body: new Uint8Array(await r.Body.transformToByteArray()),
          contentType: r.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is already gone.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
