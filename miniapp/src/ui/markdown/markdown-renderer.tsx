import type { MouseEvent } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { openExternalLink } from '@app/lib/telegram/index.ts';
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

const base = () => (typeof window === 'undefined' ? 'http://localhost/' : window.location.href);

// react-markdown asks for `href` of links and `src` of images (and any other URL attribute).
const urlTransform: UrlTransform = (url, key) => safeUrl(url, key === 'href' ? 'link' : 'image', base()) ?? undefined;

/** Inside Telegram another site opens in its in-app browser, which a WebView's new tab may not. */
function onExternalClick(e: MouseEvent<HTMLAnchorElement>) {
  const href = e.currentTarget.href;
  if (/^https?:/.test(href) && openExternalLink(href)) e.preventDefault();
}

const components: Components = {
  a: ({ href, children }) => {
    // A refused address: the words stay, the link goes.
    if (!href) return <span className="lp-markdown__nolink">{children}</span>;
    if (!isExternal(href)) return <Link href={href}>{children}</Link>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" onClick={onExternalClick}>
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
      urlTransform={urlTransform}
      components={components}
      allowedElements={ALLOWED}
      unwrapDisallowed
    >
      {source}
    </ReactMarkdown>
  );
}
