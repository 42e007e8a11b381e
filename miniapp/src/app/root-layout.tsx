import { Tabbar } from '@telegram-apps/telegram-ui';
import { MoreHorizontal, Scale } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CreateMenu } from './create-menu.tsx';
import { SearchHost } from './search-host.tsx';
import { activeSection, SECTIONS } from './sections.ts';

const MoreSheet = lazy(() => import('./more-sheet.tsx'));

/** Side navigation in a wide window, bottom tabs (feed, planner, career, profile, more) on a phone. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const active = activeSection(location);
  const [moreOpen, setMoreOpen] = useState(false);
  const tabs = SECTIONS.filter((s) => s.tab);
  const moreActive = !tabs.some((s) => s.path === active) && active !== '';
  // The phone's floating create button sits over the bottom right: only on pages with nothing of
  // their own there (the feed, a post, one's profile), never over a chat's send button or a map's zoom.
  const fab = location === '/' || location.startsWith('/post/') || location === '/profile';

  return (
    <div className={fab ? 'layout layout--fab' : 'layout'}>
      <nav className="side-nav" aria-label={t('nav.main')}>
        <Link href="/" className="side-nav__brand">
          <Scale size={22} aria-hidden /> <span>{t('common.appName')}</span>
        </Link>
        <SearchHost side />
        <CreateMenu variant="side" />
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.path}>
              <Link
                href={s.path}
                className={`side-nav__item${active === s.path ? ' is-active' : ''}`}
                aria-current={active === s.path ? 'page' : undefined}
              >
                <s.icon size={20} aria-hidden />
                <span>{t(s.title)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className="layout__main">
        {/* The phone's header: the search (issue 36 §2); the side navigation carries it on a wide window. */}
        <header className="app-bar">
          <Link href="/" className="app-bar__brand">
            <Scale size={20} aria-hidden /> <span>{t('common.appName')}</span>
          </Link>
          <SearchHost />
        </header>
        {children}
      </main>
      {fab && <CreateMenu variant="fab" />}
      <Tabbar className="bottom-tabs" aria-label={t('nav.main')}>
        {[
          ...tabs.map((s) => (
            <Tabbar.Item
              className="bottom-tabs__item"
              key={s.path}
              text={t(s.title)}
              selected={active === s.path && !moreOpen}
              data-selected={active === s.path && !moreOpen}
              onClick={() => {
                setMoreOpen(false);
                navigate(s.path);
              }}
              data-testid={`tab-${s.path}`}
            >
              <s.icon size={24} aria-hidden />
            </Tabbar.Item>
          )),
          <Tabbar.Item
            className="bottom-tabs__item"
            key="more"
            text={t('nav.more')}
            selected={moreActive || moreOpen}
            data-selected={moreActive || moreOpen}
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen((open) => !open)}
            data-testid="tab-more"
          >
            <MoreHorizontal size={24} aria-hidden />
          </Tabbar.Item>,
        ]}
      </Tabbar>
      {moreOpen && (
        <Suspense fallback={null}>
          <MoreSheet open={moreOpen} onOpenChange={setMoreOpen} />
        </Suspense>
      )}
    </div>
  );
}
