import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { spacesCalls, tasksCalls } from '@shared/contracts/planner.ts';
import ProjectDialog from '@app/features/planner/dialogs/project-form.tsx';
import TaskDialog from '@app/features/planner/dialogs/task-form.tsx';
import { renderWithApp } from '../support/render.tsx';
import { answer, server } from '../support/server.ts';

/*
 * A title's 200 characters (the server refuses a longer one): a counter from 180 on, and at
 * the limit the limit's message, so a key the field no longer takes is never dropped in silence.
 * The same under a subtask's title and the other dialogs' titles (ui/length-limit.tsx).
 */

function openNewTask() {
  server.use(answer(spacesCalls.get, () => ({ spaces: [] })));
  renderWithApp(<TaskDialog dialog={{ kind: 'entity', type: 'task', mode: 'create' }} onClose={() => {}} />, {
    path: '/planner',
  });
}

const title = () => screen.getByTestId('entity-title') as HTMLTextAreaElement;
const typeTitle = (value: string) => fireEvent.change(title(), { target: { value } });
const limit = () => screen.queryByTestId('entity-title-limit');
const words = (n: number) => 'Исковое заявление о взыскании долга '.repeat(10).slice(0, n);

describe('a task title near its limit', () => {
  it('shows nothing while short, a counter from 180, and at 200 the limit’s message', () => {
    openNewTask();
    expect(title().maxLength).toBe(200);
    typeTitle(words(179));
    expect(limit()).toBeNull();
    typeTitle(words(180));
    expect(limit()?.textContent).toBe('180/200');
    expect(screen.queryByRole('alert')).toBeNull();
    typeTitle(words(199));
    expect(limit()?.textContent).toBe('199/200');
    // The field takes no more (its maxLength): the message says why a key did nothing.
    typeTitle(words(200));
    expect(screen.getByRole('alert').textContent).toBe('не длиннее 200 символов');
    expect(limit()?.textContent).toBe('не длиннее 200 символов200/200');
    // Back under the limit, the message goes.
    typeTitle(words(185));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(limit()?.textContent).toBe('185/200');
  });

  it('refuses to send a longer title put in by a script, and says it once', async () => {
    const create = vi.fn();
    server.use(answer(tasksCalls.create, create));
    openNewTask();
    typeTitle(words(200) + 'ещё');
    expect(limit()?.textContent).toBe('не длиннее 200 символов203/200');
    fireEvent.click(screen.getByTestId('entity-save'));
    expect(await screen.findByText('не длиннее 200 символов', { selector: '.pl-field__error' })).toBeTruthy();
    expect(screen.getAllByText('не длиннее 200 символов')).toHaveLength(1);
    expect(limit()?.textContent).toBe('203/200');
    expect(create).not.toHaveBeenCalled();
  });

  it('counts a subtask’s title the same way', () => {
    openNewTask();
    fireEvent.click(screen.getByTestId('subtask-add'));
    const subtask = screen.getByTestId('subtask-title') as HTMLTextAreaElement;
    expect(subtask.maxLength).toBe(200);
    fireEvent.change(subtask, { target: { value: words(190) } });
    expect(screen.getByTestId('subtask-title-limit').textContent).toBe('190/200');
    fireEvent.change(subtask, { target: { value: words(200) } });
    expect(screen.getByRole('alert').textContent).toBe('не длиннее 200 символов');
  });

  it('counts in the project dialog too', () => {
    server.use(answer(spacesCalls.get, () => ({ spaces: [] })));
    renderWithApp(<ProjectDialog dialog={{ kind: 'entity', type: 'project', mode: 'create' }} onClose={() => {}} />, {
      path: '/planner',
    });
    expect(limit()).toBeNull();
    typeTitle(words(190));
    expect(limit()?.textContent).toBe('190/200');
  });
});
