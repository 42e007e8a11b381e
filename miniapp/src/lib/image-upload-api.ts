import i18next from 'i18next';
import type { UploadBucket, UploadFolder } from '@shared/uploads.ts';
import { answerError, ApiError } from './api-client.ts';
import { imageUploadCall } from './calls.ts';
import { anonKey, FUNCTIONS_BASE } from './config.ts';
import { getSessionId } from './session-store.ts';

export interface UploadImageArgs {
  file: File;
  bucket: UploadBucket;
  folder: UploadFolder;
  /** 0…1 as the body leaves the device: fetch cannot report upload progress, XMLHttpRequest can. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `image-upload` as multipart/form-data; answers the stored image's URL. A refusal throws
 * ApiError with the server's text (in the user's language), as every other call does.
 */
export function uploadImage({ file, bucket, folder, onProgress, signal }: UploadImageArgs): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('bucket', bucket);
    form.append('folder', folder);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${FUNCTIONS_BASE}/${imageUploadCall.fn}`);
    xhr.setRequestHeader('Authorization', `Bearer ${anonKey()}`);
    // The session as every call sends it (lib/api-client.ts), not in the form.
    const sessionId = getSessionId();
    if (sessionId) xhr.setRequestHeader('X-Session-Id', sessionId);
    // The server answers refusals in this language (the one the person sees).
    if (i18next.language) xhr.setRequestHeader('Accept-Language', i18next.language);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { url?: string; error?: string; code?: string } | null;
      if (xhr.status === 200 && typeof body?.url === 'string') resolve({ url: body.url });
      else reject(answerError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError('', 0, 'network'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
