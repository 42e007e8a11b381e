import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { LANGUAGE_COOKIE } from '@shared/constants.ts';
import { ANON_KEY, setUserSettings, signInAsDemo } from './support/sign-in.ts';

/**
 * Every page passes axe-core with no serious or critical violation, at phone and
 * desktop size (the two projects), in Russian and in English (`LANGUAGES`). One test per route:
 * it opens the page as it settles for a signed-in lawyer, checks it, then on the desktop the same
 * page in English. The page specs click through the pages; this one only looks at what they draw.
 *
 * Russian: anna_smirnova, whose planner, posts and profile are full. English: irina_fedorova, a
 * golden expert whom no other spec signs in as (her settings are this spec's to change).
 */

const RU_PERSON = 'anna_smirnova';
const EN_PERSON = 'irina_fedorova';

/** A route, and what shows once its page has drawn its data (a test id, or a role's text). */
interface Route {
  path: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Promise<void>;
  /** Signed out (the sign-in page is what a signed-out person sees). */
  anonymous?: boolean;
}

const visible = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
};
const heading = async (page: Page) => {
  await expect(page.getByRole('heading').first()).toBeVisible();
};

/** The newest published post's page. */
async function newestPost(page: Page): Promise<string> {
  const feed = await page.evaluate(async (key) => {
    const res = await fetch('/functions/v1/posts?action=feed&page=1', { headers: { Authorization: `Bearer ${key}` } });
    return (await res.json()) as { posts: Array<{ url: string }> };
  }, ANON_KEY);
  return `/post/${feed.posts[0].url}`;
}

const ROUTES: Record<string, Route> = {
  feed: { path: '/', ready: visible('post-card') },
  post: { path: newestPost, ready: visible('post-content') },
  profile: { path: `/${RU_PERSON}`, ready: heading },
  catalog: { path: '/catalog', ready: heading },
  planner: { path: '/planner', ready: heading },
  kanban: { path: '/kanban', ready: heading },
  calendar: { path: '/calendar', ready: heading },
  list: { path: '/list', ready: heading },
  network: { path: '/network', ready: heading },
  settings: { path: '/settings', ready: visible('sign-out') },
  career: { path: '/career', ready: heading },
  pro: { path: '/pro', ready: heading },
  about: { path: '/about', ready: heading },
  tracker: { path: '/tracker', ready: heading },
  messenger: { path: '/messenger', ready: heading },
  split: { path: '/split', ready: heading },
  check: { path: '/check', ready: heading },
  partner: { path: '/partner', ready: heading },
  deadlines: { path: '/deadlines?from=2026-01-30&preset=gpk-appeal', ready: visible('deadline-due') },
  'not found': { path: '/a/b/c', ready: heading },
  auth: { path: '/auth', ready: heading, anonymous: true },
};

/** No spinner, no skeleton, the server's page hydrated: the page as a person reads it. */
async function settled(page: Page, route: Route) {
  await route.ready(page);
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('#lp-drawn')).toHaveCount(0);
}

/**
 * `colours: false` leaves out axe's colour-contrast rule, its slowest (half of the catalog's run):
 * for a page's second language at the same size, whose colours and layout are the first's.
 *
 * Two settings keep the suite's time down, each halving axe's run with the same violations
 * found: axe collects the nodes of its violations only (`resultTypes`; the passes are never read
 * here), and runs in the page itself (`setLegacyMode`: the default finishes each run in a new blank page, with axe
 * loaded into it again, which is for cross-origin frames; the app has none). A button without a
 * name and an image without `alt` put into the settings page were both reported with these on.
 */
async function seriousViolations(page: Page, { colours = true } = {}) {
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const result = await (colours ? axe : axe.disableRules(['color-contrast'])).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
}

/**
 * The languages each size is checked in. axe's rules read the markup, which a language changes
 * only in its texts and `lang`, not in its layout; the layout is what a size changes. So Russian
 * at both sizes, and English once, on the desktop, without the colour contrast that Russian
 * checked on the same page, which keeps the suite's time down.
 */
const LANGUAGES = { desktop: ['ru', 'en'], phone: ['ru'] } as const;

/**
 * The pages a phone draws with components of its own (bottom tabs and the More sheet on every
 * page; beyond them slide-overs, the two-screen messenger, the phone's boards and editor): axe
 * checks these at both sizes. The others are the desktop's components in a narrower column,
 * checked on the desktop (the gate's time).
 */
const PHONE_LAYOUTS = new Set([
  'feed',
  'post',
  'profile',
  'planner',
  'kanban',
  'calendar',
  'list',
  'messenger',
  'career',
  'settings',
]);

for (const [name, route] of Object.entries(ROUTES)) {
  const where = PHONE_LAYOUTS.has(name) ? '' : ' @desktop-only';
  test(`${name}: no serious or critical axe violation${where}`, async ({ page, baseURL }, info) => {
    test.setTimeout(90_000); // up to two sign-ins, two pages and two axe runs (the catalog's is long)
    for (const language of LANGUAGES[info.project.name as keyof typeof LANGUAGES]) {
      // Each language from a new start: signed out, nothing stored, no page open.
      await page.context().clearCookies();
      if (page.url().startsWith('http')) {
        await page.evaluate(() => localStorage.clear());
        await page.goto('about:blank');
      }
      // A visitor may choose a language before signing in: the cookie that choice sets.
      if (route.anonymous) await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
      if (!route.anonymous) {
        const { sessionId } = await signInAsDemo(page, { username: language === 'ru' ? RU_PERSON : EN_PERSON });
        if (language === 'en') await setUserSettings(page, sessionId, { language });
      }
      await page.goto(typeof route.path === 'string' ? route.path : await route.path(page));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settled(page, route);
      expect(await seriousViolations(page, { colours: language === 'ru' }), `${name} in ${language}`).toEqual([]);
    }
  });
}
