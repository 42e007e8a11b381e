import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { translations } from '@shared/locales/index.ts';
import { dismissAllToasts } from './render.tsx';
import { server } from './server.ts';

// The app's texts as the browser gets them (server/http/locales.ts serves these files), in
// Russian, the product's first language; a test switches with i18next.changeLanguage.
await i18next.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: false,
  resources: { ru: { translation: translations.ru }, en: { translation: translations.en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

// A request no test answered fails the test, rather than reaching for a server that is not there
// (the app may swallow the failed request itself: a query that shows no error).
const unanswered: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  dismissAllToasts();
  server.resetHandlers();
  vi.restoreAllMocks();
  localStorage.clear();
  if (i18next.language !== 'ru') await i18next.changeLanguage('ru');
  const missed = unanswered.splice(0);
  if (missed.length) throw new Error(`No handler answered: ${missed.join(', ')}`);
});
afterAll(() => server.close());
