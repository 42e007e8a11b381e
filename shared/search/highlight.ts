/**
 * The markers ts_headline puts around a matched word. Two private-use characters:
 * the server deletes them from the text before it asks for the headline, so in an answer they
 * only ever mark a match, and the app draws the parts as text and <mark> elements, never as HTML.
 */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_STOP = '\uE001';

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** A highlighted string as its plain and matched parts, in order; empty parts left out. */
export function highlightParts(value: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, match });
    text = '';
  };
  for (const ch of value) {
    if (ch === HIGHLIGHT_START) {
      flush();
      match = true;
    } else if (ch === HIGHLIGHT_STOP) {
      flush();
      match = false;
    } else text += ch;
  }
  flush();
  return parts;
}
