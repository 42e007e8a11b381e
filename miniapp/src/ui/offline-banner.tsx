import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Offline, the shell still opens (the service worker keeps it) and says plainly that
 * there is no connection; what the saved cache holds shows below it. The text is in `common`,
 * which is bundled, so it shows even when no translation file can load.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const ref = useRef<HTMLDivElement>(null);
  // What stays at the top of the screen (the side navigation, the planner's header and sidebar)
  // moves down by the banner's height, one line or two, so the banner covers none of it.
  useLayoutEffect(() => {
    const el = ref.current;
    const root = document.documentElement.style;
    if (!el) return;
    const ro = new ResizeObserver(() => root.setProperty('--lp-offline', `${el.offsetHeight}px`));
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.removeProperty('--lp-offline');
    };
  }, [online]);
  if (online) return null;
  return (
    <div ref={ref} className="offline-banner" role="status" data-testid="offline-banner">
      {t('common.offline')}
    </div>
  );
}
