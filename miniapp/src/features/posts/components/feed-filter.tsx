import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';

export const FEED_FILTERS = ['feed', 'published', 'drafts'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** The owner's filter on the feed: everyone's posts, or one's own published posts or drafts. */
export function FeedFilterControl({ value, onChange }: { value: FeedFilter; onChange: (next: FeedFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className="feed-filter">
      <SegmentedControl aria-label={t('posts.filter.label')}>
        {FEED_FILTERS.map((f) => (
          <SegmentedControl.Item
            key={f}
            className="feed-filter__item"
            selected={value === f}
            aria-selected={value === f}
            onClick={() => onChange(f)}
            data-testid={`feed-filter-${f}`}
          >
            {t(`posts.filter.${f}`)}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl>
    </div>
  );
}
