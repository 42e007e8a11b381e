import { defineCall } from '../contract.ts';
import { fileLinkAnswer, fileLinkInput } from '../schemas/files.ts';

/** `file-link` (issue 34 §1): a signed address of a file the caller may read, valid for ten minutes. */
export const fileLinkCall = defineCall('file-link', { method: 'POST', input: fileLinkInput, output: fileLinkAnswer });
