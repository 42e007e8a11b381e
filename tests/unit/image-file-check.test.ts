import { describe, expect, it } from 'vitest';
import { checkImageFile, isUploadTarget, MAX_UPLOAD_BYTES } from '@shared/uploads.ts';
import { loadConfig } from '@server/config.ts';

describe('the image check before upload', () => {
  it('takes images up to 5 MB whatever their kind', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'image/avif',
      'image/heic',
      'IMAGE/JPEG',
    ]) {
      expect(checkImageFile({ type, size: 1000 }), type).toBeNull();
    }
    expect(checkImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses what is not an image, SVG included, with the spec’s refusal', () => {
    for (const type of ['', 'text/plain', 'application/pdf', 'text/html', 'image/svg+xml', 'video/mp4']) {
      expect(checkImageFile({ type, size: 1000 }), type).toBe('not_an_image');
    }
  });

  it('refuses an image over 5 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe('file_too_large');
  });

  it('knows each bucket’s folders', () => {
    expect(isUploadTarget('posts', 'covers')).toBe(true);
    expect(isUploadTarget('posts', 'events')).toBe(true);
    expect(isUploadTarget('profiles', 'avatars')).toBe(true);
    expect(isUploadTarget('posts', 'avatars')).toBe(false);
    expect(isUploadTarget('profiles', 'events')).toBe(false);
  });
});

describe('upload storage configuration', () => {
  it('stores on disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        S3_BUCKET: 'lp-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'lp-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      publicUrl: 'https://cdn.example.com',
    });
  });

  it('stops start-up naming the bad S3 variables', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_BUCKET[\s\S]*S3_ENDPOINT|S3_ENDPOINT[\s\S]*S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'lp-uploads', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
  });
});
