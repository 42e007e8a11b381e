import {
  BadgeCheck,
  Briefcase,
  ChevronLeft,
  ChevronRight,
  Handshake,
  Network,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTO_ADVANCE_MS,
  nextSlide,
  previousSlide,
  SLIDES,
  slideCounter,
  slideProgress,
  swipeDirection,
  type SlideId,
} from '@shared/partner/slideshow.ts';
import { PageHeader } from '@app/ui/page-header.tsx';
import './partner.css';

const ICONS: Record<SlideId, LucideIcon> = {
  intro: Handshake,
  network: Network,
  hr: Briefcase,
  ai: Sparkles,
  benefits: BadgeCheck,
};

interface SlideText {
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  highlight: { value: string; label: string };
}

/**
 * The partner pitch: five slides with arrows, dots, 'n / 5' and a progress
 * bar; they advance every 15 s until the person navigates by hand (arrows, dots, keys or a
 * swipe), and wrap around both ways.
 */
export default function PartnerPage() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [auto, setAuto] = useState(true);
  const touch = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => setIndex((i) => nextSlide(i)), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [auto]);

  /** Any navigation by hand stops the auto-advance for good. */
  const go = (to: number) => {
    setAuto(false);
    setIndex(to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(nextSlide(index));
    else if (e.key === 'ArrowLeft') go(previousSlide(index));
  };
  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    touch.current = p ? { x: p.clientX, y: p.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const p = e.changedTouches[0];
    touch.current = null;
    if (!start || !p) return;
    const dir = swipeDirection(p.clientX - start.x, p.clientY - start.y);
    if (dir === 'next') go(nextSlide(index));
    else if (dir === 'previous') go(previousSlide(index));
  };

  const id = SLIDES[index];
  const slide = t(`partner.slides.${id}`, { returnObjects: true }) as SlideText;
  const Icon = ICONS[id];

  return (
    <div className="page partner-page" data-testid="partner-page">
      <PageHeader title={t('nav.partner')} subtitle={t('partner.subtitle')} />
      <section
        className={`partner-deck partner-deck--${id}`}
        aria-roledescription={t('partner.carousel')}
        aria-label={t('partner.carouselLabel')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="partner-deck"
      >
        <div
          className="partner-progress"
          role="progressbar"
          aria-label={t('partner.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={slideProgress(index)}
        >
          <div
            className="partner-progress__fill"
            style={{ width: `${slideProgress(index)}%` }}
            data-testid="partner-progress"
          />
        </div>
        <article
          key={id}
          className="partner-slide"
          aria-roledescription={t('partner.slide')}
          aria-label={slideCounter(index)}
          data-testid="partner-slide"
          data-slide={id}
        >
          <div className="partner-slide__head">
            <span className="partner-slide__icon">
              <Icon size={28} aria-hidden />
            </span>
            <span className="partner-slide__eyebrow">{slide.eyebrow}</span>
          </div>
          <h2 className="partner-slide__title">{slide.title}</h2>
          <p className="partner-slide__text">{slide.text}</p>
          <ul className="partner-slide__points">
            {slide.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <div className="partner-slide__highlight">
            <strong>{slide.highlight.value}</strong>
            <span>{slide.highlight.label}</span>
          </div>
        </article>
        <div className="partner-controls">
          <button
            type="button"
            className="partner-arrow"
            onClick={() => go(previousSlide(index))}
            aria-label={t('partner.previous')}
            data-testid="partner-prev"
          >
            <ChevronLeft size={22} aria-hidden />
          </button>
          <div className="partner-dots" role="group" aria-label={t('partner.dots')}>
            {SLIDES.map((s, i) => (
              <button
                key={s}
                type="button"
                className={`partner-dot${i === index ? ' is-active' : ''}`}
                onClick={() => go(i)}
                aria-label={t('partner.goTo', { n: i + 1 })}
                aria-current={i === index || undefined}
                data-testid={`partner-dot-${i + 1}`}
              />
            ))}
          </div>
          <span className="partner-counter" data-testid="partner-counter">
            {slideCounter(index)}
          </span>
          <button
            type="button"
            className="partner-arrow"
            onClick={() => go(nextSlide(index))}
            aria-label={t('partner.next')}
            data-testid="partner-next"
          >
            <ChevronRight size={22} aria-hidden />
          </button>
        </div>
      </section>
      <p className="partner-auto hint" data-testid="partner-auto" aria-live="polite">
        {auto ? t('partner.autoOn') : t('partner.autoOff')}
      </p>
    </div>
  );
}
