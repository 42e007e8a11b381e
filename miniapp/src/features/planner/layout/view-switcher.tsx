import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PLANNER_VIEWS, type PlannerView } from './views.ts';

export function ViewSwitcher({ current }: { current: PlannerView }) {
  const { t } = useTranslation();
  return (
    <nav className="pl-views" aria-label={t('planner.views.label')}>
      {PLANNER_VIEWS.map(({ view, path, icon: Icon }) => (
        <Link
          key={view}
          href={path}
          className={`pl-views__item${view === current ? ' is-active' : ''}`}
          aria-current={view === current ? 'page' : undefined}
          title={t(`planner.views.${view}`)}
          data-testid={`view-${view}`}
        >
          <Icon size={16} aria-hidden />
          <span>{t(`planner.views.${view}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
