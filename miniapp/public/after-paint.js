// Starts the app one painted frame after a page that paints from its HTML alone (issue 20): the
// last-seen screen the service worker puts into the shell (public/sw.js), or the first screen
// the server drew (server/http/static.ts). A module script runs the moment the HTML is parsed,
// before the browser paints what it parsed, and on a slow line its downloads would share the
// line with the page's stylesheets; so the page names its entry (and what to preload with it)
// here, and this deferred script, which runs once the stylesheets are in, adds them after the
// first paint. A file of this origin: the Content-Security-Policy allows no inline script.
(() => {
  const me = document.currentScript;
  const ours = (href) => /^\/(assets\/[\w.-]+\.js|locales\/[a-z]{2}\/translations\.json)$/.test(href || '');
  const entry = me && me.dataset.entry;
  if (!ours(entry) || !entry.endsWith('.js')) return;
  const preloads = ((me && me.dataset.preload) || '').split(' ').filter(ours);
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of preloads) {
        const link = document.createElement('link');
        if (href.endsWith('.json')) {
          link.rel = 'preload';
          link.as = 'fetch';
        } else {
          link.rel = 'modulepreload';
        }
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    }, 0),
  );
})();
