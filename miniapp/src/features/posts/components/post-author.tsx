import { Link } from 'wouter';
import type { PostAuthor as Author } from '@shared/schemas/posts.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { usePostDate } from '../hooks/use-post-date.ts';

/** Who wrote it and when: avatar and name linking to their profile (/{username}), the date under the name. */
export function PostAuthor({ author, createdAt }: { author: Author; createdAt: string }) {
  const formatDate = usePostDate();
  return (
    <div className="post-author">
      <Link href={`/${author.username}`} className="post-author__avatar" tabIndex={-1} aria-hidden="true">
        <Avatar src={author.avatar} name={author.name} size={40} />
      </Link>
      <div className="post-author__text">
        <Link href={`/${author.username}`} className="post-author__name" data-testid="post-author">
          {author.name}
        </Link>
        <time className="post-author__date" dateTime={createdAt}>
          {formatDate(createdAt)}
        </time>
      </div>
    </div>
  );
}
