/** How deep a call's JSON may nest: the deepest real input (a slot's options) is 4 levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests deeper than `max`, found by one pass over its characters (strings
 * skipped, escapes honoured) before JSON.parse: a body of a million `[` is refused in about
 * a millisecond instead of being parsed into a million arrays and walked by the schema.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}
