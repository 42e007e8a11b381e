import { Briefcase, GraduationCap, Handshake, Scale, Sparkles, Target, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GRAPH } from '@shared/network/graph.ts';
import { NetworkGraph } from '@app/ui/network-graph/network-graph.tsx';
import { PageHeader } from '@app/ui/page-header.tsx';
import { aboutGraph } from './about-graph-data.ts';
import { BusinessTracking } from './components/business-tracking.tsx';
import { ExpertCarousel } from './components/expert-carousel.tsx';
import './about.css';

const PARTICIPANTS = [
  ['lawyers', Scale],
  ['firms', Briefcase],
  ['graduates', GraduationCap],
  ['experts', Users],
] as const;

const OFFERINGS = ['network', 'planner', 'career', 'services', 'ai'] as const;

/** /about: mission, participants, offerings, experts, the connection graph, business tracking. */
export default function AboutPage() {
  const { t } = useTranslation();
  const graph = useMemo(() => aboutGraph(t), [t]);
  return (
    <div className="page about-page" data-testid="about-page">
      <PageHeader title={t('about.title')} subtitle={t('about.subtitle')} />

      <section className="about-card about-mission" aria-labelledby="about-mission-title" data-testid="about-mission">
        <Target size={24} aria-hidden className="about-mission__icon" />
        <div>
          <h2 id="about-mission-title" className="about-section__title">
            {t('about.mission.title')}
          </h2>
          <p className="about-mission__text">{t('about.mission.text')}</p>
        </div>
      </section>

      <section className="about-section" aria-labelledby="about-participants-title" data-testid="about-participants">
        <h2 id="about-participants-title" className="about-section__title">
          {t('about.participants.title')}
        </h2>
        <ul className="about-grid about-grid--four">
          {PARTICIPANTS.map(([key, Icon]) => (
            <li key={key} className="about-card">
              <Icon size={22} aria-hidden className="about-card__icon" />
              <h3 className="about-card__title">{t(`about.participants.${key}.title`)}</h3>
              <p className="about-card__text">{t(`about.participants.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-offerings-title" data-testid="about-offerings">
        <h2 id="about-offerings-title" className="about-section__title">
          {t('about.offerings.title')}
        </h2>
        <ul className="about-card about-offerings">
          {OFFERINGS.map((key) => (
            <li key={key}>
              <Sparkles size={16} aria-hidden />
              <span>
                <strong>{t(`about.offerings.${key}.title`)}</strong> — {t(`about.offerings.${key}.text`)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <ExpertCarousel />

      <section className="about-section" aria-labelledby="about-graph-title" data-testid="about-graph">
        <h2 id="about-graph-title" className="about-section__title">
          <Handshake size={22} aria-hidden /> {t('about.graph.title')}
        </h2>
        <p className="about-section__lead">{t('about.graph.lead')}</p>
        <NetworkGraph
          nodes={graph.nodes}
          links={graph.links}
          label={t('about.graph.label')}
          height={GRAPH.aboutHeight}
        />
      </section>

      <BusinessTracking />
    </div>
  );
}
