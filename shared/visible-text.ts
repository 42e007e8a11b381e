/**
 * Characters that draw nothing or turn the direction of the text after them:
 * zero-width space U+200B, word joiner U+2060, BOM U+FEFF, the embeddings and overrides
 * U+202A–U+202E and the isolates U+2066–U+2069. A title or name made of them looks blank, and
 * one with U+202E reads backwards. U+200C and U+200D stay: emoji sequences and some scripts
 * (Persian, the Indic ones) need the joiners.
 */
const INVISIBLE = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/** `text` without the invisible and direction-changing characters above. */
export const dropInvisible = (text: string): string => text.replace(INVISIBLE, '');
