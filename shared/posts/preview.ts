/** The card shows this many characters of a preview, then an ellipsis. */
export const PREVIEW_CUT = 200;

/**
 * A preview as the card shows it: whole when short, else cut at 200 characters (code points,
 * so an emoji or a combining letter is never split in half) with the trailing space dropped.
 */
export function cutPreview(text: string, max = PREVIEW_CUT): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
