import { Landmark, Megaphone, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const AREAS: Array<[key: 'pr' | 'mr' | 'gr' | 'hr', icon: LucideIcon]> = [
  ['pr', Megaphone],
  ['mr', TrendingUp],
  ['gr', Landmark],
  ['hr', Users],
];

/** The business-development tracking section: PR, MR, GR, HR. */
export function BusinessTracking() {
  const { t } = useTranslation();
  return (
    <section className="about-section" aria-labelledby="about-tracking-title" data-testid="about-tracking">
      <h2 id="about-tracking-title" className="about-section__title">
        {t('about.tracking.title')}
      </h2>
      <p className="about-section__lead">{t('about.tracking.lead')}</p>
      <ul className="about-grid about-grid--four">
        {AREAS.map(([key, Icon]) => (
          <li key={key} className={`about-card about-tracking about-tracking--${key}`} data-testid={`tracking-${key}`}>
            <span className="about-tracking__abbr">
              <Icon size={18} aria-hidden /> {t(`about.tracking.${key}.abbr`)}
            </span>
            <h3 className="about-card__title">{t(`about.tracking.${key}.title`)}</h3>
            <p className="about-card__text">{t(`about.tracking.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
