import type { Element, ElementContent, Root } from 'hast';
import type { MouseEvent } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { isOwnUpload } from '@shared/uploads.ts';
import { appConfig } from '@app/lib/config.ts';
import { openExternalLink } from '@app/lib/telegram/native.tsx';
import { isExternal, safeUrl } from './safe-url.ts';

/**
 * The lazy half of ui/markdown (its own chunk, about 50 KB gzipped): react-markdown with
 * GitHub-flavoured Markdown. No rehype-raw: raw HTML in a post stays visible text. Every
 * address goes through `safeUrl`; only the elements Markdown itself produces are kept.
 */

const ALLOWED = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  'del',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'input',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sup',
  'section',
];

const UPLOADS = '/uploads/';

const base = () => (typeof window === 'undefined' ? 'http://localhost/' : window.location.href);

// react-markdown asks for `href` of links and `src` of images (and any other URL attribute).
const urlTransform: UrlTransform = (url, key) => safeUrl(url, key === 'href' ? 'link' : 'image', base()) ?? undefined;

/**
 * An image shows only when it is one of this platform's own uploads; any
 * other address (a tracking pixel would learn each reader's address from its request) becomes
 * a link showing that address, or just the address inside a link (no link in a link). Done on
 * the tree before React sees it, so every kind of image Markdown makes goes through here.
 */
function ownImagesOnly() {
  return (tree: Root) => {
    const { publicUrl, uploadsUrl } = appConfig();
    const atPublicUrl = `${publicUrl.replace(/\/+$/, '')}${UPLOADS}`;
    const keep = (node: Root | Element, inLink: boolean) => {
      node.children = node.children.map((child) => {
        if (child.type !== 'element') return child;
        if (child.tagName !== 'img') {
          keep(child, inLink || child.tagName === 'a');
          return child;
        }
        const raw = child.properties.src;
        const src = typeof raw === 'string' ? safeUrl(raw, 'image', base()) : null;
        // A refused address (javascript:, data:, …) stays for urlTransform to empty: nothing is drawn.
        if (!src) return child;
        if (isOwnUpload(src, { publicUrl, uploadsUrl })) {
          // Written as PUBLIC_URL's (by an older version of the app): loaded from this site, so
          // it shows whichever address the page was opened by, as the CSP's img-src 'self' allows.
          if (src.startsWith(atPublicUrl)) child.properties.src = src.slice(atPublicUrl.length - UPLOADS.length);
          return child;
        }
        const address: ElementContent = { type: 'text', value: src };
        if (inLink) return address;
        return {
          type: 'element',
          tagName: 'a',
          properties: { href: src, className: ['lp-markdown__image-link'] },
          children: [address],
        };
      }) as typeof node.children;
    };
    keep(tree, false);
  };
}

/** Inside Telegram another site opens in its in-app browser, which a WebView's new tab may not. */
function onExternalClick(e: MouseEvent<HTMLAnchorElement>) {
  const href = e.currentTarget.href;
  if (/^https?:/.test(href) && openExternalLink(href)) e.preventDefault();
}

const components: Components = {
  a: ({ href, children, className }) => {
    // A refused address: the words stay, the link goes.
    if (!href) return <span className="lp-markdown__nolink">{children}</span>;
    if (!isExternal(href))
      return (
        <Link href={href} className={className}>
          {children}
        </Link>
      );
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer nofollow" onClick={onExternalClick}>
        {children}
      </a>
    );
  },
  img: ({ src, alt, title }) => {
    if (typeof src !== 'string' || !src) return null;
    return <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
  },
  table: ({ children }) => (
    <div className="lp-markdown__table">
      <table>{children}</table>
    </div>
  ),
};

export default function MarkdownRenderer({ source }: { source: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[ownImagesOnly]}
      urlTransform={urlTransform}
      components={components}
      allowedElements={ALLOWED}
      unwrapDisallowed
    >
      {source}
    </ReactMarkdown>
  );
}
