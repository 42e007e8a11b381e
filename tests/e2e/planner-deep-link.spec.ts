import { expect, test } from './support/test.ts';
import type { z } from 'zod';
import type { plannerDataAnswer, projectsAnswer } from '@shared/schemas/planner.ts';
import { getFunction } from './support/boards-fixtures.ts';
import { setUserSettings, signInAsDemo } from './support/sign-in.ts';

test(
  'a /planner?task=<id> link (the bot’s task_<id>) opens that task in its project',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const { sessionId } = await signInAsDemo(page, { username: 'anna_smirnova' });
    const { projects } = await getFunction<z.infer<typeof projectsAnswer>>(page, 'projects', {
      action: 'get',
      sessionId,
    });
    // A seeded project of hers with tasks: tests running beside this one may add empty projects
    // she can see (the last one was empty once in a gate run).
    let task: z.infer<typeof plannerDataAnswer>['tasks'][number] | undefined;
    for (const project of [...projects].reverse()) {
      const data = await getFunction<z.infer<typeof plannerDataAnswer>>(page, 'planner-data', {
        sessionId,
        projectId: project.id,
      });
      task = data.tasks[0];
      if (task) break;
    }
    if (!task) throw new Error('anna_smirnova has no project with tasks: the demo data changed');

    await page.goto(`/planner?task=${task.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toHaveValue(task.title);
    await expect(page).toHaveURL(/\/planner$/);
  },
);

// A link to a task that cannot be opened (a faked refusal, a lost connection): tests/component/planner.

// The server writes its refusals in the person's language: no mock here, the real 404.
for (const [lang, username, text] of [
  ['ru', 'anna_smirnova', 'Задача не найдена'],
  ['en', 'elena_petrova', 'Task not found'],
] as const) {
  test(
    `a refused call shows the server's own text in the person's language (${lang})`,
    { tag: '@desktop-only' },
    async ({ page }) => {
      const { sessionId } = await signInAsDemo(page, { username });
      await setUserSettings(page, sessionId, { language: lang });
      await page.goto('/planner?task=2147483000');
      await expect(page.getByTestId('toast-error')).toHaveText(text);
    },
  );
}
