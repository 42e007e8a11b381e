import { HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The block 'Развитие нетворка': the referral question, networking strategies and monetisation. */
export function NetworkDevelopment() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <section
      className="network-section network-development"
      data-testid="network-development"
      aria-labelledby="network-development-title"
    >
      <h2 id="network-development-title" className="network-section__title">
        {t('network.development.title')}
      </h2>
      <div className="network-question">
        <HelpCircle size={22} aria-hidden />
        <div>
          <p className="network-question__text">{t('network.development.question')}</p>
          <p className="network-card__hint">{t('network.development.questionHint')}</p>
        </div>
      </div>
      <div className="network-development__lists">
        <div className="network-card">
          <h3 className="network-card__title">{t('network.development.strategiesTitle')}</h3>
          <ul className="network-list">
            {list('network.development.strategies').map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        <div className="network-card">
          <h3 className="network-card__title">{t('network.development.monetizationTitle')}</h3>
          <ul className="network-list">
            {list('network.development.monetization').map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
