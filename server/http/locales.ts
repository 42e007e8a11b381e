import { Hono } from 'hono';
import { LANGUAGES } from '@shared/schemas/common.ts';
import { translations } from '@shared/locales/index.ts';

/** GET /locales/{lang}/translations.json: the app's texts, one file per language. */
export function localesRoute() {
  const bodies = new Map(LANGUAGES.map((l) => [l, JSON.stringify(translations[l])]));
  return new Hono().get('/:lang/translations.json', (c) => {
    const body = bodies.get(c.req.param('lang') as (typeof LANGUAGES)[number]);
    if (!body) return c.json({ error: 'Unknown language', code: 'unknown_language' }, 404);
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
}
