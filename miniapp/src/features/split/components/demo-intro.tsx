import { Clock3, Eye, ShieldOff, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '@app/ui/demo-badge.tsx';

const BENEFITS: Array<{ id: 'speed' | 'flexible' | 'noCollateral' | 'transparent'; icon: LucideIcon }> = [
  { id: 'speed', icon: Clock3 },
  { id: 'flexible', icon: SlidersHorizontal },
  { id: 'noCollateral', icon: ShieldOff },
  { id: 'transparent', icon: Eye },
];

/** The demo banner and what the client gains (speed, flexible terms, no collateral, transparent calculation). */
export function DemoIntro() {
  const { t } = useTranslation();
  return (
    <>
      <div className="split-banner" role="note" data-testid="split-demo-banner">
        <DemoBadge className="split-banner__badge">{t('split.demo.badge')}</DemoBadge>
        <div>
          <strong>{t('split.demo.title')}</strong>
          <p>{t('split.demo.text')}</p>
        </div>
      </div>
      <section className="split-benefits" aria-label={t('split.benefits.title')}>
        {BENEFITS.map(({ id, icon: Icon }) => (
          <div key={id} className="split-benefit">
            <span className="split-benefit__icon">
              <Icon size={20} aria-hidden />
            </span>
            <strong>{t(`split.benefits.${id}.title`)}</strong>
            <span>{t(`split.benefits.${id}.text`)}</span>
          </div>
        ))}
      </section>
    </>
  );
}
