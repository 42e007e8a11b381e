import { expect, test, type Page } from './support/test.ts';
import { callFunction, signInAsDemo } from './support/sign-in.ts';

const unique = (label: string) => `${label} ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

async function seedProject(page: Page, sessionId: string) {
  const { space } = await callFunction<any>(page, 'spaces', {
    action: 'create',
    sessionId,
    title: unique('Пространство'),
    icon: 'Briefcase',
    color: 'teal',
  });
  const title = unique('Проект');
  const { project } = await callFunction<any>(page, 'projects', {
    action: 'create',
    sessionId,
    space_id: space.id,
    title,
  });
  return {
    spaceId: space.id as number,
    spaceTitle: space.title as string,
    projectId: project.id as number,
    projectTitle: title,
  };
}

test.describe('the planner on a phone remembers where the person was', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('reopens on the last project after a reload and on another device, lets a task link win, and forgets an archived project quietly', async ({
    page,
    browser,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-size check: the phone project runs it');
    // dmitry_orlov: no other browser test changes his settings or selection.
    const { sessionId } = await signInAsDemo(page, { username: 'dmitry_orlov' });
    const a = await seedProject(page, sessionId);
    const b = await seedProject(page, sessionId);
    const { task } = await callFunction<any>(page, 'tasks', {
      action: 'create',
      sessionId,
      project_id: b.projectId,
      title: unique('Задача'),
    });

    await page.goto('/planner');
    await page.getByTestId('sidebar-open').click();
    await page.getByTestId('space-item').filter({ hasText: a.spaceTitle }).click();
    await page.getByTestId('project-item').filter({ hasText: a.projectTitle }).click();
    await expect(page.getByTestId('planner-title')).toHaveText(a.projectTitle);

    await page.reload();
    await expect(page.getByTestId('planner-title')).toHaveText(a.projectTitle);
    await expect(page.getByTestId('select-project')).toHaveCount(0);

    // A WebView that lost the device's selection: the person's own memory brings it back.
    await page.evaluate(() => {
      localStorage.removeItem('planner.spaceId');
      localStorage.removeItem('planner.projectId');
    });
    await page.reload();
    await expect(page.getByTestId('planner-title')).toHaveText(a.projectTitle);

    // Another device, or a WebView that lost all its storage: the server keeps the selection
    // with the person's settings. Once it has it, a fresh browser opens there.
    await expect
      .poll(
        async () => (await callFunction<any>(page, 'settings', { action: 'getPlannerSelection', sessionId })).selection,
      )
      .toEqual({ spaceId: a.spaceId, projectId: a.projectId });
    const elsewhere = await browser.newContext({ viewport: { width: 390, height: 800 } });
    try {
      const phone = await elsewhere.newPage();
      await signInAsDemo(phone, { username: 'dmitry_orlov', goto: '/' });
      expect(await phone.evaluate(() => localStorage.getItem('planner.selection'))).toBeNull();
      await phone.goto('/planner');
      await expect(phone.getByTestId('planner-title')).toHaveText(a.projectTitle);
      await expect(phone.getByTestId('select-project')).toHaveCount(0);
    } finally {
      await elsewhere.close();
    }

    // A task link (the bot's task_<id>) wins over the remembered project.
    await page.goto(`/planner?task=${task.id}`);
    await expect(page.getByTestId('entity-dialog')).toBeVisible();
    await expect(page.getByTestId('planner-title')).toHaveText(b.projectTitle);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('planner-title')).toHaveText(b.projectTitle);

    // Archived since (its space has no other project): the planner opens on the person's first
    // project, with no error; "Select a project" is only for someone with no projects.
    await callFunction(page, 'projects', { action: 'archive', sessionId, id: b.projectId });
    // Archived while it is open (elsewhere, say): the planner moves there by itself.
    await expect(page.getByTestId('planner-title')).not.toHaveText(b.projectTitle);
    await expect(page.getByTestId('planner-title')).not.toHaveText(b.spaceTitle);
    await expect(page.getByTestId('select-project')).toHaveCount(0);

    // A device that still remembers the archived project. On a slow connection the project list answers after the project's own 404 and well after
    // the planner would write "this space, no project" back to the server: that must not become
    // the opening the server answers.
    await page.route(/\/functions\/v1\/projects\?/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.evaluate((gone) => {
      localStorage.setItem('planner.spaceId', String(gone.spaceId));
      localStorage.setItem('planner.projectId', String(gone.projectId));
    }, b);
    await page.reload();
    await expect(page.getByTestId('planner-title')).not.toHaveText(b.projectTitle);
    await expect(page.getByTestId('planner-title')).not.toHaveText(b.spaceTitle);
    await expect(page.getByTestId('select-project')).toHaveCount(0);
    await expect(page.getByTestId('planner-error')).toHaveCount(0);
  });
});
