import { ChevronRight, Scale, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { appConfig } from '@app/lib/config.ts';

/** The feed's side panel on wide screens: an about card and the recruiting-contest post. */
export function FeedSidePanel() {
  const { t } = useTranslation();
  const contest = appConfig().contestPostUrl;
  return (
    <aside className="feed-side" aria-label={t('posts.side.aboutTitle')} data-testid="feed-side">
      <section className="feed-side__card">
        <h2 className="feed-side__title">
          <Scale size={18} aria-hidden /> {t('posts.side.aboutTitle')}
        </h2>
        <p className="feed-side__text">{t('posts.side.aboutText')}</p>
      </section>
      {contest && (
        <Link
          href={`/post/${encodeURIComponent(contest)}`}
          className="feed-side__card feed-side__contest"
          data-testid="contest-link"
        >
          <span className="feed-side__contest-icon" aria-hidden>
            <Trophy size={22} />
          </span>
          <span className="feed-side__contest-text">
            <strong>{t('posts.side.contestTitle')}</strong>
            <span>{t('posts.side.contestText')}</span>
          </span>
          <ChevronRight size={18} aria-hidden className="hint" />
        </Link>
      )}
    </aside>
  );
}
