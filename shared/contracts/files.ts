import { defineCall } from '../contract.ts';
import { fileLinkAnswer, fileLinkInput } from '../schemas/files.ts';

/**
 * `file-link`: a signed address of a file the caller may read, valid for ten minutes (Telegram's
 * downloader sends no session).
 */
export const fileLinkCall = defineCall('file-link', { method: 'POST', input: fileLinkInput, output: fileLinkAnswer });
