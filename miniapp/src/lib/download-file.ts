import type { FileRef } from '@shared/schemas/files.ts';
import { callFunction } from './api-client.ts';
import { fileLinkCall } from './calls.ts';
import { openExternalLink, telegramDownload } from './telegram/index.ts';

/**
 * Downloads one of the app's files (issue 34 §1) from its signed address: inside Telegram
 * through Telegram's own dialog (`downloadFile`, Bot API 8.0; its WebViews block a page's
 * downloads; a client before 8.0 opens the address in the browser, which saves it), elsewhere
 * as a plain link the server answers as an attachment. A refusal
 * (the file is gone or not the person's) rejects with the server's words.
 */
export async function downloadAppFile(file: FileRef): Promise<void> {
  const { url, fileName } = await callFunction(fileLinkCall, { file });
  if (await telegramDownload(url, fileName)) return;
  if (openExternalLink(url)) return;
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
