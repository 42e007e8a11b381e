import { cutPreview } from './preview.ts';

/**
 * Markdown read as plain text, for places that show a few lines of a post without
 * rendering it (a card's preview when the author wrote none, a link preview): images
 * dropped, links reduced to their text, formatting marks removed, whitespace folded.
 */
export function markdownToPlain(md: string): string {
  return md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+\[[ xX]\]\s+|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a post's card shows before "Show more": its preview, else the start of its content; cut at 200 characters. */
export function cardPreview(post: { preview: { content: string } | null; content: { content: string } | null }): {
  text: string;
  cut: boolean;
} {
  const full = post.preview?.content.trim() || markdownToPlain(post.content?.content ?? '');
  const text = cutPreview(full);
  return { text, cut: text !== full };
}
