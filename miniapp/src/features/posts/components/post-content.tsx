import type { Post } from '@shared/schemas/posts.ts';
import { Markdown } from '@app/ui/markdown/markdown.tsx';

/**
 * A post's whole text: Markdown, or, for an old post over the Markdown limits (issue 31 §1,
 * `content_is_plain`), the text as its author typed it, never given to the parser.
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
  if (post.content_is_plain) {
    return (
      <div className={`post-plain${className ? ` ${className}` : ''}`} data-testid={testId}>
        {source}
      </div>
    );
  }
  return <Markdown source={source} className={className} testId={testId} />;
}
