import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useTaskDeepLink } from '@app/features/planner/hooks/use-task-deep-link.ts';
import { queryClient } from '@app/lib/query-client.ts';
import { renderWithApp } from '../support/render.tsx';
import { server } from '../support/server.ts';

/*
 * `/planner?task=<id>` (where the bot's task_<id> leads) for a task that cannot be opened:
 * the server's own text, asked for in the app's language, once, in a toast, and the address
 * without the parameter; a lost connection says so. Moved from the browser suite, where it
 * cost a browser's time;
 * a link that opens its task, and the real server's refusal in Russian and in English:
 * tests/e2e/planner-deep-link.spec.ts.
 */

function DeepLink() {
  useTaskDeepLink(true);
  return null;
}

/** Answers tasks?action=locate; records the Accept-Language each ask came with. */
function locateAnswers(reply: () => Response) {
  const asked: Array<string | null> = [];
  server.use(
    http.get('*/functions/v1/tasks', ({ request }) => {
      if (new URL(request.url).searchParams.get('action') !== 'locate') return;
      asked.push(request.headers.get('Accept-Language'));
      return reply();
    }),
  );
  return asked;
}

describe('planner: a link to a task that cannot be opened', () => {
  // The hook asks through the app's own query client (its retries included), not the test's.
  afterEach(() => queryClient.clear());

  it("shows the server's text once, in a toast, asked in the app's language, and drops the parameter", async () => {
    const asked = locateAnswers(() =>
      HttpResponse.json({ error: 'Задача не найдена', code: 'task_not_found' }, { status: 404 }),
    );
    const app = renderWithApp(<DeepLink />, { path: '/planner?task=2147483000' });
    expect((await screen.findByTestId('toast-error')).textContent).toBe('Задача не найдена');
    await waitFor(() => expect(app.location()).toBe('/planner'));
    expect(screen.getAllByTestId('toast-error')).toHaveLength(1);
    expect(asked).toEqual(['ru']);
  });

  it('says there is no connection when the server cannot be reached, after the two retries', async () => {
    const asked = locateAnswers(() => HttpResponse.error());
    const app = renderWithApp(<DeepLink />, { path: '/planner?task=2147483001' });
    // The app asks again twice, 1 s and 2 s later, before it gives up (lib/query-client.ts).
    const toast = await screen.findByTestId('toast-error', {}, { timeout: 10_000 });
    expect(toast.textContent).toBe('Нет связи с сервером');
    expect(asked).toHaveLength(3);
    await waitFor(() => expect(app.location()).toBe('/planner'));
  });
});
