import { Search } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SEARCH_PARAM } from '@shared/search/search-address.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.tsx';
import './search-host.css';

// The palette is its own chunk (the entry's budget, tests/unit/bundle-budget.test.ts): only these
// buttons, the shortcut and the address's `?find=` start with the app. It is fetched once the
// page is idle, so the first tap shows it in its own frame (lib/preloadable-lazy.tsx).
const { Component: SearchPalette, readyWhenIdle: readySearchPalette } = preloadableLazy(
  () => import('../features/search/search-palette.tsx'),
);

/**
 * The search in the header of every page: a button in the side navigation (and
 * Ctrl+K / ⌘K) on a wide window, an icon in the phone's top bar; `?find=<words>` (where the
 * `search_` start parameter lands, shared/start-param.ts) opens it with those words.
 */
export function SearchHost({ side }: { side?: boolean }) {
  const { t } = useTranslation();
  const [words, setWords] = useState<string | null>(null);
  const [path, navigate] = useLocation();
  // The key's name is the browser's to tell: the server draws Ctrl.
  const [mac, setMac] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setWords('');
      }
    };
    setMac(/Mac|iP/.test(navigator.platform));
    if (side) window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [side]);

  // One host is built for the window's size (app/root-layout.tsx): it fetches the palette.
  useEffect(() => readySearchPalette(), []);

  // Two hosts are drawn: the one the window shows opens it.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(SEARCH_PARAM);
    if (asked === null || matchMedia('(max-width: 767px)').matches === side) return;
    setWords(asked);
    navigate(path, { replace: true });
  }, [path, navigate, side]);

  return (
    <>
      <button
        type="button"
        className={side ? 'side-nav__search' : 'app-bar__search'}
        onClick={() => setWords('')}
        aria-label={t('search.openHint')}
        aria-keyshortcuts={side ? 'Control+K Meta+K' : undefined}
        data-testid={side ? 'search-open' : 'search-open-phone'}
      >
        <Search size={side ? 18 : 22} aria-hidden />
        {side && <span>{t('search.open')}</span>}
        {side && <kbd>{mac ? '⌘K' : 'Ctrl K'}</kbd>}
      </button>
      {words !== null && (
        <Suspense fallback={null}>
          <SearchPalette initialWords={words} onClose={() => setWords(null)} />
        </Suspense>
      )}
    </>
  );
}
