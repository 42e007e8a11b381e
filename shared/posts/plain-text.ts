import { cutPreview } from './preview.ts';

/**
 * The text a post's card shows before "Show more": the plain words the server read from the
 * preview, else from the content, when the post was saved (`excerpt`), cut at 200
 * characters. Nothing here reads the Markdown: no pattern runs over an author's text on a
 * reader's phone. An answer kept from before `excerpt` existed shows the preview as written.
 */
export function cardPreview(post: { preview: { content: string } | null; excerpt?: string | null }): {
  text: string;
  cut: boolean;
} {
  const full = post.excerpt ?? post.preview?.content.trim() ?? '';
  const text = cutPreview(full);
  return { text, cut: text !== full };
}
