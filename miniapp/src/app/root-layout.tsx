import { Tabbar } from '@telegram-apps/telegram-ui';
import { MoreHorizontal, Scale } from 'lucide-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { HydrateApart } from '../lib/hydrate-apart.tsx';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { CreateMenu } from './create-menu.tsx';
import { SearchHost } from './search-host.tsx';
import { activeSection, SECTIONS } from './sections.ts';

const { Component: MoreSheet, readyWhenIdle: readyMoreSheet } = preloadableLazy(() => import('./more-sheet.tsx'));
/**
 * On a phone the "More" sheet's code is fetched once the page is idle, so its first tap opens it
 * without a round trip on a slow network, in the tap's own frame (preloadable-lazy.tsx). False
 * fetches it on the tap.
 */
const PREFETCH_MORE_SHEET = true;

/**
 * Side navigation in a wide window, bottom tabs (feed, planner, career, profile, more) on a phone.
 * Only the one the screen shows is built: on a phone the side navigation was a fifth of a drawn
 * page's nodes, hydrated while the first tap waited. The drawn page chose by the screen its
 * cookie told (render-hints.ts); a hint that was wrong swaps the two a render after hydration.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  useEffect(() => {
    if (phone && PREFETCH_MORE_SHEET) readyMoreSheet();
  }, [phone]);
  const [location] = useLocation();
  const active = activeSection(location);
  // The phone's floating create button sits over the bottom right: only on pages with nothing of
  // their own there (the feed, a post, one's profile), never over a chat's send button or a map's zoom.
  const fab = location === '/' || location.startsWith('/post/') || location === '/profile';

  return (
    <div className={fab ? 'layout layout--fab' : 'layout'}>
      {!phone && (
        <HydrateApart>
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
        </HydrateApart>
      )}
      <main className="layout__main">
        {/* The phone's header: the search; the side navigation carries it on a wide window. */}
        <HydrateApart>
          <header className="app-bar">
            <Link href="/" className="app-bar__brand">
              <Scale size={20} aria-hidden /> <span>{t('common.appName')}</span>
            </Link>
            <SearchHost />
          </header>
        </HydrateApart>
        {children}
      </main>
      {fab && <CreateMenu variant="fab" />}
      {phone && (
        <HydrateApart>
          <PhoneTabs active={active} />
        </HydrateApart>
      )}
    </div>
  );
}

/**
 * The phone's bottom tabs and its "More" sheet. The sheet's state is theirs alone: opening it
 * renders the tabs and the sheet, not the page's header and navigation beside them.
 */
function PhoneTabs({ active }: { active: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const tabs = SECTIONS.filter((s) => s.tab);
  const moreActive = !tabs.some((s) => s.path === active) && active !== '';
  return (
    <>
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
    </>
  );
}
