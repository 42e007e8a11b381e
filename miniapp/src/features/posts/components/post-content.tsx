import type { Post } from '@shared/schemas/posts.ts';
import { useServerDrawing } from '@app/lib/render-hints.ts';
import { Markdown } from '@app/ui/markdown/markdown.tsx';

/**
 * The server draws a post's first screen synchronously on its one thread: it parses only the
 * paragraphs that fit in this many characters (the browser then renders the whole text). What the
 * save-time limits still accept costs hundreds of milliseconds at 50,000 characters; a first
 * screen's share costs a few (five readers of the worst post must not hold /healthz up).
 */
export const SERVER_MARKDOWN_CHARS = 1000;
/**
 * …and at most this many marks (the characters Markdown's inline parsing works on): a parser's
 * cost follows the marks, not the letters, so 1,000 characters of `*_` cost forty times 1,000 of
 * prose. An ordinary first screen (prose, a few links and bold words) holds far fewer.
 */
export const SERVER_MARKDOWN_MARKS = 150;
const MARKS = new Set('*_[]()!`~<>|\\#&');

/** The text's start, cut at the last blank line (else line) within `max` characters and `marks` marks. */
export function firstScreenText(source: string, max = SERVER_MARKDOWN_CHARS, marks = SERVER_MARKDOWN_MARKS): string {
  let end = Math.min(source.length, max);
  for (let i = 0, seen = 0; i < end; i++) {
    if (MARKS.has(source[i]) && ++seen > marks) end = i;
  }
  if (end === source.length) return source;
  const head = source.slice(0, end);
  const blank = head.lastIndexOf('\n\n');
  const cut = blank > 0 ? blank : head.lastIndexOf('\n');
  return cut > 0 ? head.slice(0, cut) : head;
}

/**
 * A post's whole text: Markdown, or, for an old post over the Markdown limits
 * (`content_is_plain`), the text as its author typed it, never given to the parser.
 */
export function PostContent({
  post,
  source,
  className,
  testId,
}: {
  post: Pick<Post, 'content_is_plain'>;
  source: string;
  className?: string;
  testId?: string;
}) {
  const drawing = useServerDrawing();
  if (post.content_is_plain) {
    return (
      <div className={`post-plain${className ? ` ${className}` : ''}`} data-testid={testId}>
        {source}
      </div>
    );
  }
  const drawn = drawing ? firstScreenText(source) : source;
  return <Markdown source={drawn} className={className} testId={testId} />;
}
