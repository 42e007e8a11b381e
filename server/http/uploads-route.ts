import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { IMMUTABLE_CACHE, isUploadKey } from '../storage/upload-store.ts';
import { HttpError } from '@server/errors.ts';

/**
 * GET /uploads/{bucket}/{folder}/{uuid}/{full,width}.webp (older: {uuid}.webp) from the store (disk, or a private S3 bucket).
 * Only names the server makes are looked up, so no path leaves the store; the type is the
 * one stored, and `nosniff` keeps a browser from reading the bytes as anything else.
 */
export function uploadsRoute(deps: AppDeps) {
  const route = new Hono();
  route.get('/*', async (c) => {
    const key = c.req.path.slice('/uploads/'.length);
    const found = isUploadKey(key) ? await deps.uploads.get(key) : undefined;
    if (!found) throw new HttpError('not_found');
    return c.body(found.body, 200, {
      'Content-Type': found.contentType,
      'Content-Length': String(found.body.byteLength),
      'Cache-Control': IMMUTABLE_CACHE,
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return route;
}
