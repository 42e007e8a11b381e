import { Button } from '@telegram-apps/telegram-ui';
import { Award, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EXPERT_CAROUSEL_STEP_PX } from '@shared/about.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { Chip } from '@app/ui/chip.tsx';
import { useExperts } from '../api/experts.ts';

/**
 * Seven expert profile cards (real profiles of level 'golden'), each linking to
 * /{username}; the arrows scroll 280 px per click (a card and its gap), a finger swipes.
 */
export function ExpertCarousel() {
  const { t } = useTranslation();
  const experts = useExperts();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, experts.data]);

  const scroll = (direction: 1 | -1) => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.current?.scrollBy({ left: direction * EXPERT_CAROUSEL_STEP_PX, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section className="about-section" aria-labelledby="about-experts-title" data-testid="about-experts">
      <div className="about-experts__head">
        <h2 id="about-experts-title" className="about-section__title">
          {t('about.experts.title')}
        </h2>
        <div className="about-experts__arrows">
          <button
            type="button"
            className="about-arrow"
            onClick={() => scroll(-1)}
            disabled={edges.start}
            aria-label={t('about.experts.previous')}
            data-testid="experts-prev"
          >
            <ChevronLeft size={20} aria-hidden />
          </button>
          <button
            type="button"
            className="about-arrow"
            onClick={() => scroll(1)}
            disabled={edges.end}
            aria-label={t('about.experts.next')}
            data-testid="experts-next"
          >
            <ChevronRight size={20} aria-hidden />
          </button>
        </div>
      </div>
      {experts.isError ? (
        <div className="about-card about-experts__status" role="alert" data-testid="experts-error">
          <p>{errorText(experts.error, t)}</p>
          <Button size="s" mode="bezeled" onClick={() => void experts.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : experts.data?.length === 0 ? (
        <p className="about-card about-experts__status" data-testid="experts-empty">
          {t('about.experts.empty')}
        </p>
      ) : (
        <ul
          ref={track}
          className="about-experts__track"
          onScroll={measure}
          aria-busy={experts.isPending}
          data-testid="experts-track"
        >
          {experts.isPending
            ? Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="expert-card expert-card--loading" aria-hidden />
              ))
            : experts.data.map((e) => (
                <li key={e.id} className="expert-card">
                  <Link href={`/${e.username}`} className="expert-card__link" data-testid={`expert-${e.username}`}>
                    <Avatar src={e.avatar} name={e.name} size={72} className="expert-card__avatar" />
                    <span className="expert-card__name">{e.name}</span>
                    <Chip className="expert-card__badge" icon={<Award size={14} aria-hidden />}>
                      {t('about.experts.golden')}
                    </Chip>
                    {e.about && <span className="expert-card__about">{e.about}</span>}
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
