import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Others published while the feed was read: a tap brings them in and goes to the top (the list never jumps by itself). */
export function NewPostsPill({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="new-posts" role="status" data-no-snapshot>
      <button type="button" className="new-posts__pill" onClick={onClick} data-testid="new-posts">
        <ArrowUp size={16} aria-hidden />
        {t('posts.feed.newPosts')}
      </button>
    </div>
  );
}
