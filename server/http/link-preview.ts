import type { Kysely } from 'kysely';
import { POST_URL_RE, postPath, postUrlKey } from '@shared/posts/post-url.ts';
import { cutPreview } from '@shared/posts/preview.ts';
import type { Database } from '../db/schema.ts';

/**
 * Link previews: a post's address pasted into a Telegram chat (or anywhere that
 * reads Open Graph) shows its title, preview and cover. The crawler runs no script, so the
 * server writes the tags into index.html itself. Only what anyone may see: a published,
 * non-archived post; anything else gets the app's own tags.
 */

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface LinkPreview {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

export async function postLinkPreview(
  db: Kysely<Database>,
  param: string,
  publicUrl: string,
): Promise<LinkPreview | null> {
  const key = postUrlKey(param);
  if (!POST_URL_RE.test(key)) return null;
  const p = await db
    .selectFrom('posts')
    .select(['title', 'preview', 'preview_text', 'content_text', 'cover', 'url', 'slug'])
    .where('url', '=', key)
    .where('status', '=', 'published')
    .where('is_archived', '=', false)
    .executeTakeFirst();
  if (!p) return null;
  const absolute = (u: string) => (/^https?:\/\//.test(u) ? u : `${publicUrl}${u.startsWith('/') ? '' : '/'}${u}`);
  return {
    title: p.title,
    // The plain words stored when the post was saved: no pattern over the author's
    // text per request. A row written around the posts service (the demo) has none: its preview as written.
    description: cutPreview(p.preview_text || p.content_text || p.preview?.content.trim() || '', 200),
    image: p.cover ? absolute(p.cover) : null,
    url: `${publicUrl}${postPath(p)}`,
  };
}

/** index.html with the page's title and its Open Graph and Twitter card tags in place of the app's. */
export function withLinkPreview(html: string, p: LinkPreview): string {
  const tags = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escape(p.title)}" />`,
    `<meta property="og:description" content="${escape(p.description)}" />`,
    `<meta property="og:url" content="${escape(p.url)}" />`,
    `<meta property="og:site_name" content="Legal Platform" />`,
    p.image ? `<meta property="og:image" content="${escape(p.image)}" />` : '',
    `<meta name="twitter:card" content="${p.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escape(p.title)}" />`,
    `<meta name="twitter:description" content="${escape(p.description)}" />`,
    p.image ? `<meta name="twitter:image" content="${escape(p.image)}" />` : '',
    `<link rel="canonical" href="${escape(p.url)}" />`,
  ].filter(Boolean);
  // Replacer functions: a replacement string would read `$&`, `$'` or `` $` `` in the author's
  // title as the page's own markup.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(p.title)} · Legal Platform</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escape(p.description)}" />`,
    )
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
