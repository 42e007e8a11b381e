import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quizCalls } from '@shared/contracts/quiz.ts';
import QuizEditor from '@app/features/posts/quiz/quiz-editor.tsx';
import { quizOf, viewerOf } from '../support/quiz-world.ts';
import { renderWithApp } from '../support/render.tsx';
import { answer, server, type Sent } from '../support/server.ts';

/*
 * The quiz editor's form: the messages of the create call's
 * own schema (shared/schemas/quiz.ts), its rules between fields, and its typing kept for the
 * person who typed it (lib/forms/use-form-draft.ts). Building a quiz with the drag that orders
 * its questions, and taking it: tests/e2e/quiz.spec.ts.
 */

const DRAFT = 'lp:draft:1:quiz:501:new';

function openEditor(userId = 1) {
  const onClose = vi.fn();
  const app = renderWithApp(<QuizEditor postId={501} quiz={null} onClose={onClose} />, { userId });
  return { ...app, onClose };
}

const el = <T extends HTMLElement = HTMLInputElement>(id: string, root: HTMLElement = document.body) =>
  within(root).getByTestId(id) as unknown as T;
const all = (id: string, root: HTMLElement = document.body) => within(root).getAllByTestId(id) as HTMLInputElement[];
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(el('quiz-editor-save'));

describe('quiz editor: what the schema says', () => {
  it('names each missing part in the schema’s words and sends nothing until the quiz is whole', async () => {
    const create = vi.fn();
    server.use(answer(quizCalls.create, create));
    openEditor();

    fireEvent.click(el('quiz-question-remove'));
    expect(el('quiz-no-questions')).toBeTruthy();
    save();
    expect((await screen.findByTestId('quiz-content-error')).textContent).toBe(
      'Вопросов пока нет: добавьте хотя бы один',
    );
    expect(screen.getByText('обязательное поле')).toBeTruthy();

    type(el('quiz-editor-title'), 'Проверка знаний');
    fireEvent.click(el('quiz-question-add'));
    const q1 = all('quiz-editor-question')[0];
    type(el('quiz-question-text', q1), 'Срок исковой давности?');
    // Two options, and no remove button until there are more.
    expect(within(q1).queryAllByTestId('quiz-option-remove')).toHaveLength(0);
    type(all('quiz-option-text', q1)[0], '3 года');
    type(all('quiz-option-text', q1)[1], '1 год');
    fireEvent.click(el('quiz-option-add', q1));
    expect(within(q1).getAllByTestId('quiz-option-remove')).toHaveLength(3);
    fireEvent.click(within(q1).getAllByTestId('quiz-option-remove')[2]);
    expect(all('quiz-option-text', q1)).toHaveLength(2);
    save();
    expect((await within(q1).findByTestId('quiz-options-error')).textContent).toBe(
      'Отметьте ровно один правильный вариант',
    );
    fireEvent.click(all('quiz-option-correct', q1)[0]);
    await waitFor(() => expect(within(q1).queryByTestId('quiz-options-error')).toBeNull());

    // Anonymous (on by default) keeps one-time off and disabled.
    expect(el('quiz-anonymous').checked).toBe(true);
    expect(el('quiz-one-time').disabled).toBe(true);
    fireEvent.click(el('quiz-anonymous'));
    expect(el('quiz-one-time').disabled).toBe(false);

    fireEvent.click(el('quiz-time-limit-on'));
    save();
    expect((await screen.findByTestId('quiz-time-limit-error')).textContent).toBe(
      'Укажите ограничение времени в минутах',
    );
    // Digits only.
    type(el('quiz-time-limit'), '1a');
    expect(el('quiz-time-limit').value).toBe('1');
    expect(create).not.toHaveBeenCalled();
  });

  it('saves the quiz as the call wants it, closes, and keeps no draft', async () => {
    const sent: Sent[] = [];
    server.use(
      answer(quizCalls.create, (s) => {
        sent.push(s);
        return { quiz: quizOf(), viewer: viewerOf({ isOwner: true }) };
      }),
    );
    const { onClose } = openEditor();
    type(el('quiz-editor-title'), 'Проверка знаний');
    const q1 = all('quiz-editor-question')[0];
    type(el('quiz-question-text', q1), 'Срок исковой давности?');
    type(all('quiz-option-text', q1)[0], '3 года');
    type(all('quiz-option-text', q1)[1], '1 год');
    fireEvent.click(all('quiz-option-correct', q1)[0]);
    await waitFor(() => expect(localStorage.getItem(DRAFT)).toContain('Проверка знаний'));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0].quiz).toMatchObject({
      post_id: 501,
      title: 'Проверка знаний',
      is_anonymous: true,
      content: [
        {
          question: 'Срок исковой давности?',
          options: [
            { text: '3 года', isCorrect: true },
            { text: '1 год', isCorrect: false },
          ],
        },
      ],
    });
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });
});

describe('quiz editor: the typing is kept for its person', () => {
  it('brings the typing back when the editor opens again, to the same person only', async () => {
    const first = openEditor();
    type(el('quiz-editor-title'), 'Недописанный квиз');
    await waitFor(() => expect(localStorage.getItem(DRAFT)).toContain('Недописанный квиз'));
    first.unmount();

    const again = openEditor();
    await waitFor(() => expect(el('quiz-editor-title').value).toBe('Недописанный квиз'));
    again.unmount();

    // Another account on the same device starts empty (once the store has answered).
    openEditor(2);
    await act(async () => {});
    expect(el('quiz-editor-title').value).toBe('');
  });
});
