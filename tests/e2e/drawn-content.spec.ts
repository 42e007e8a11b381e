import { expect, test, type Page } from './support/test.ts';
import { callFunction, signInAsDemo } from './support/sign-in.ts';

/**
 * A page the server drew is the reader's page before the app's own calls answer: on a slow phone
 * that can be seconds. What someone wrote shows there as written, whatever text it holds (the
 * server once marked where the reader's session goes with a text anyone could type), and the
 * reader's session id is nowhere in the page: not in its text, links or attributes.
 */

const WRITTEN = 'Hello @lp-session@';
const LINK = 'https://evil.example/?s=@lp-session@';

/** Holds back every call of the app but the one that makes a visitor's session, which hydrating needs. */
async function holdCalls(page: Page) {
  await page.route('**/functions/v1/**', async (route) => {
    const body = route.request().postData() ?? '';
    if (/"action":"initSession"/.test(body)) await route.continue();
    // Any other call gets no answer while the test looks.
  });
}

async function expectWrittenAndNoSession(page: Page, shows: string[]) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  for (const text of shows) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toBeTruthy();
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  expect(html).not.toContain(sessionId);
  return html;
}

test('what someone wrote is drawn as written and the reader’s session is nowhere in the page, signed in or a visitor @desktop-only', async ({
  page,
  browser,
}) => {
  const { sessionId } = await signInAsDemo(page, { username: 'andrey_kozlov' });
  const post = (
    await callFunction<{ post: { id: number; url: string } }>(page, 'posts', {
      action: 'create',
      sessionId,
      title: WRITTEN,
      content: { content: `[Ссылка](${LINK}) и ещё @lp-session@` },
      status: 'published',
    })
  ).post;
  const space = (
    await callFunction<{ space: { id: number } }>(page, 'spaces', {
      action: 'create',
      sessionId,
      title: 'Пространство для проверки',
    })
  ).space;
  const project = (
    await callFunction<{ project: { id: number } }>(page, 'projects', {
      action: 'create',
      sessionId,
      space_id: space.id,
      title: 'Проект для проверки',
    })
  ).project;
  await callFunction(page, 'tasks', { action: 'create', sessionId, project_id: project.id, title: WRITTEN });

  // The post's page, drawn for the signed-in reader while the app's calls wait.
  await page.goto(`/post/${post.url}`);
  await holdCalls(page);
  await page.reload();
  const postPage = await expectWrittenAndNoSession(page, [WRITTEN]);
  await expect(page.getByRole('link', { name: 'Ссылка' })).toHaveAttribute('href', LINK);
  expect(postPage).toContain('@lp-session@');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The planner with the task's project open: the cookie that tells the server the selection is
  // written when the app starts with it.
  await page.evaluate(
    ({ s, p }) => {
      localStorage.setItem('planner.spaceId', String(s));
      localStorage.setItem('planner.projectId', String(p));
    },
    { s: space.id, p: project.id },
  );
  await page.goto('/planner');
  await expect(page.getByTestId('task-row').first()).toContainText(WRITTEN);
  await holdCalls(page);
  await page.reload();
  await expectWrittenAndNoSession(page, [WRITTEN]);
  await expect(page.getByTestId('task-row').first()).toContainText(WRITTEN);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // A visitor who follows the link to the post, and to its author's profile.
  const visitor = await browser.newContext();
  const fresh = await visitor.newPage();
  await holdCalls(fresh);
  await fresh.goto(`/post/${post.url}`);
  await expectWrittenAndNoSession(fresh, [WRITTEN]);
  await expect(fresh.getByRole('link', { name: 'Ссылка' })).toHaveAttribute('href', LINK);
  const author = (await fresh.getByTestId('post-author').first().getAttribute('href'))!;
  await fresh.goto(author);
  await expectWrittenAndNoSession(fresh, [WRITTEN]);
  await visitor.close();

  // Nothing of it stays for the tests beside this one.
  await callFunction(page, 'posts', { action: 'archive', sessionId, id: post.id });
  await callFunction(page, 'spaces', { action: 'archive', sessionId, id: space.id });
});
