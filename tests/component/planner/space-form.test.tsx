import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { spacesCalls } from '@shared/contracts/planner.ts';
import SpaceDialog from '@app/features/planner/dialogs/space-form.tsx';
import { plannerWorld } from '../support/planner-world.ts';
import { renderWithApp } from '../support/render.tsx';
import { answer, refuse, server, type Sent } from '../support/server.ts';

/*
 * A planner form's messages: the create call's own schema under the fields, a
 * refused save in the dialog's banner with the typing kept, a saved one closing with its toast.
 * Creating a space, a project and a task through the dialogs: tests/e2e/planner-workspace.spec.ts.
 */

function openNewSpace() {
  server.use(answer(spacesCalls.get, () => ({ spaces: [] })));
  const onClose = vi.fn();
  renderWithApp(<SpaceDialog dialog={{ kind: 'entity', type: 'space', mode: 'create' }} onClose={onClose} />, {
    path: '/planner',
  });
  return { onClose };
}

const title = () => screen.getByTestId('entity-title') as HTMLInputElement;
const typeTitle = (value: string) => fireEvent.change(title(), { target: { value } });

describe('space form', () => {
  it('says an empty title is required, under the field, and sends nothing', async () => {
    const create = vi.fn();
    server.use(answer(spacesCalls.create, create));
    const { onClose } = openNewSpace();
    fireEvent.click(screen.getByTestId('entity-save'));
    expect((await screen.findByText('обязательное поле')).getAttribute('role')).toBe('alert');
    typeTitle('   ');
    fireEvent.click(screen.getByTestId('entity-save'));
    expect(await screen.findByText('обязательное поле')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a refused save in the dialog's banner and keeps the typing, without a toast", async () => {
    server.use(answer(spacesCalls.create, () => refuse(429, 'Слишком много запросов. Подождите минуту.')));
    const { onClose } = openNewSpace();
    typeTitle('Корпоративная практика');
    fireEvent.click(screen.getByTestId('entity-save'));
    expect((await screen.findByTestId('entity-error')).textContent).toBe('Слишком много запросов. Подождите минуту.');
    expect(title().value).toBe('Корпоративная практика');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('creates the space with the default appearance, says so and closes', async () => {
    const sent: Sent[] = [];
    server.use(
      answer(spacesCalls.create, (s) => {
        sent.push(s);
        return { space: { ...plannerWorld([]).space, title: String(s.title) } };
      }),
    );
    const { onClose } = openNewSpace();
    typeTitle('Корпоративная практика');
    fireEvent.click(screen.getByTestId('entity-save'));
    expect((await screen.findByTestId('toast-success')).textContent).toBe(
      'Пространство «Корпоративная практика» создано',
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      title: 'Корпоративная практика',
      description: null,
      icon: 'Briefcase',
      color: 'blue',
    });
  });
});
