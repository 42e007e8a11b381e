import { expect, test } from '@playwright/test';
import type { z } from 'zod';
import type { plannerDataAnswer, projectsAnswer } from '../../shared/schemas/planner.ts';
import { getFunction } from './support/boards-fixtures.ts';
import { signInAsDemo } from './support/sign-in.ts';

test('a /planner?task=<id> link (the bot’s task_<id>) opens that task in its project', async ({ page }) => {
  await page.goto('/');
  const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
  const { projects } = await getFunction<z.infer<typeof projectsAnswer>>(page, 'projects', { action: 'get', sessionId });
  const project = projects[projects.length - 1];
  const data = await getFunction<z.infer<typeof plannerDataAnswer>>(page, 'planner-data', { sessionId, projectId: project.id });
  const task = data.tasks[0];

  await page.goto(`/planner?task=${task.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toHaveValue(task.title);
  await expect(page).toHaveURL(/\/planner$/);
});
