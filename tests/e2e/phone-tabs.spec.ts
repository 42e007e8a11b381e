import { expect, test } from '@playwright/test';
import { setUserSettings, signInAsDemo } from './support/sign-in.ts';

const LABELS = {
  ru: ['Лента', 'Планер', 'Карьера', 'Профиль', 'Ещё'],
  en: ['Feed', 'Planner', 'Career', 'Profile', 'More'],
} as const;

test.describe('bottom tabs on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const lang of ['ru', 'en'] as const) {
    test(`show all five labels in full (${lang})`, async ({ page }, info) => {
      test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
      if (lang === 'en') {
        // A visitor gets Russian; English is a person's setting (Elena reads English in every test).
        const { sessionId } = await signInAsDemo(page, { username: 'elena_petrova' });
        await setUserSettings(page, sessionId, { language: 'en' });
      }
      await page.goto('/');
      // Each tab is an icon and its label (the item's last element).
      const labels = page.locator('[data-testid^="tab-"] > :last-child');
      await expect(labels).toHaveText([...LABELS[lang]]);
      const cut = await labels.evaluateAll((els) =>
        els
          .filter((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().width < 1)
          .map((el) => `${el.textContent}: ${el.scrollWidth} > ${el.clientWidth}`),
      );
      expect(cut).toEqual([]);
    });
  }
});
