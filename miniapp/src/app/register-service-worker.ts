import { Workbox } from 'workbox-window';
import { whenNoFormDirty } from '../lib/dirty-forms.ts';

/**
 * Registers the service worker (src/sw.ts, built into /sw.js). A new version installs in the
 * background and waits; once no form holds unsaved changes (lib/dirty-forms.ts) it takes over and
 * the page reloads into it, with no prompt (tests/e2e/pwa-update.spec.ts). The first install
 * takes the page over without a reload.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => whenNoFormDirty(() => wb.messageSkipWaiting()));
  // Another tab may have let the new version in: this one reloads once its forms are saved too.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) whenNoFormDirty(() => window.location.reload());
  });
  wb.register().then(
    (registration) => {
      // An update the browser began on this very open (it checks on each navigation) and had not
      // finished when Workbox started listening: Workbox reports none of its events.
      const installing = registration?.installing;
      if (!installing || !navigator.serviceWorker.controller) return;
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed') whenNoFormDirty(() => installing.postMessage({ type: 'SKIP_WAITING' }));
      });
    },
    (err: unknown) => console.warn('Service worker not registered', err),
  );
}
