import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quizCalls, quizPassCall } from '@shared/contracts/quiz.ts';
import ruErrors from '@shared/locales/ru/errors.json' with { type: 'json' };
import type { Quiz, QuizViewer } from '@shared/schemas/quiz.ts';
import QuizPlayer from '@app/features/posts/quiz/quiz-player.tsx';
import { QUESTIONS, quizOf, scored, viewerOf } from '../support/quiz-world.ts';
import { renderWithApp } from '../support/render.tsx';
import { answer, refuse, server, type Sent } from '../support/server.ts';

/*
 * The quiz player's states: intro, registration checked
 * as the server checks it, one question at a time, the countdown and its warning, the time
 * running out, the server's result, one attempt or a retry. The contest end to end on the demo
 * server: tests/e2e/quiz.spec.ts.
 */

afterEach(() => void vi.useRealTimers());

const T0 = Date.parse('2026-11-18T07:30:00Z');

function openPlayer(quiz: Quiz, viewer: QuizViewer = viewerOf(), pass?: (sent: Sent) => Response | undefined) {
  const passes: Sent[] = [];
  server.use(
    answer(quizCalls.start, () => ({
      attempt: {
        id: 1,
        startedAt: new Date(Date.now()).toISOString(),
        deadline: quiz.time_limit ? new Date(Date.now() + quiz.time_limit * 60_000).toISOString() : null,
      },
      questions: QUESTIONS.map((q) => ({
        ...q,
        explanation: null,
        options: q.options.map(({ id, option }) => ({ id, option })),
      })),
    })),
    answer(quizPassCall, (sent) => {
      passes.push(sent);
      const refused = pass?.(sent);
      if (refused) return refused;
      const chosen = (sent.results as { answers: { questionId: string; selectedOptionId: string | null }[] }).answers;
      return { alreadyCompleted: false, result: scored(chosen) };
    }),
  );
  const onClose = vi.fn();
  renderWithApp(<QuizPlayer quiz={quiz} viewer={viewer} onClose={onClose} />);
  return { passes, onClose };
}

const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;
/** Picks an option by its text; Next (or Finish) waits for it. */
function choose(text: string, go: 'quiz-next' | 'quiz-finish' = 'quiz-next') {
  expect(button(go).disabled).toBe(true);
  fireEvent.click(screen.getByRole('radio', { name: text }));
  expect(button(go).disabled).toBe(false);
  fireEvent.click(button(go));
}

describe('quiz player', () => {
  it('opens on the intro, asks one question at a time, and shows the server’s score with the review', async () => {
    const { passes } = openPlayer(quizOf());
    const intro = screen.getByTestId('quiz-intro');
    expect(intro.textContent).toContain('Два вопроса о процессе.');
    expect(intro.textContent).toContain('Вопросов: 2');
    expect(screen.queryByTestId('quiz-intro-limit')).toBeNull();
    fireEvent.click(button('quiz-begin'));

    expect((await screen.findByTestId('quiz-question')).textContent).toContain('Вопрос 1 из 2');
    expect(screen.queryByTestId('quiz-timer')).toBeNull();
    choose('1 год');
    expect(screen.getByTestId('quiz-question').textContent).toContain('Вопрос 2 из 2');
    choose('Арбитражный', 'quiz-finish');

    const result = await screen.findByTestId('quiz-result');
    expect(within(result).getByTestId('quiz-score').textContent).toBe('50%');
    expect(within(result).getByTestId('quiz-correct').textContent).toBe('Правильных ответов: 1 из 2');
    expect(passes[0].results).toMatchObject({
      answers: [
        { questionId: 'q1', selectedOptionId: 'b' },
        { questionId: 'q2', selectedOptionId: 'd' },
      ],
    });
    // Not one-time: another go starts from the intro.
    fireEvent.click(button('quiz-retry'));
    expect(screen.getByTestId('quiz-intro')).toBeTruthy();
  });

  it('checks the registration as the server does before the first question', async () => {
    const quiz = quizOf({
      is_registration: true,
      registration: [
        { id: 'company', type: 'text', label: 'Вуз или компания', placeholder: '', required: true },
        { id: 'email', type: 'email', label: 'Email для связи', placeholder: '', required: true },
      ],
    });
    const { passes } = openPlayer(quiz);
    fireEvent.click(button('quiz-begin'));
    const reg = screen.getByTestId('quiz-registration');
    fireEvent.click(button('quiz-reg-continue'));
    expect(within(reg).getAllByText('Это поле обязательно')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('quiz-reg-company'), { target: { value: 'МГЮА, 4 курс' } });
    fireEvent.change(screen.getByTestId('quiz-reg-email'), { target: { value: 'not-an-email' } });
    fireEvent.click(button('quiz-reg-continue'));
    expect(within(reg).getByText('Введите корректный адрес электронной почты')).toBeTruthy();
    expect(within(reg).queryByText('Это поле обязательно')).toBeNull();
    fireEvent.change(screen.getByTestId('quiz-reg-email'), { target: { value: 'natalia@example.ru' } });
    fireEvent.click(button('quiz-reg-continue'));

    await screen.findByTestId('quiz-question');
    choose('3 года');
    choose('Арбитражный', 'quiz-finish');
    await screen.findByTestId('quiz-result');
    expect(passes[0].registration).toEqual({ company: 'МГЮА, 4 курс', email: 'natalia@example.ru' });
  });

  it('counts down from the server’s deadline, turns red at a minute, and sends the answers itself when the time runs out', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const { passes } = openPlayer(quizOf({ is_time_limit: true, time_limit: 2, content: [] }));
    expect(screen.getByTestId('quiz-intro-limit').textContent).toBe('Ограничение времени: 2 мин');
    fireEvent.click(button('quiz-begin'));
    const timer = await screen.findByTestId('quiz-timer');
    expect(timer.textContent).toBe('2:00');
    expect(timer.dataset.warning).toBeUndefined();
    choose('3 года');

    vi.setSystemTime(T0 + 61_000);
    await waitFor(() => expect(timer.textContent).toBe('0:59'));
    expect(timer.dataset.warning).toBe('true');
    expect(timer.className).toMatch(/quiz-timer--warning/);

    vi.setSystemTime(T0 + 125_000);
    const result = await screen.findByTestId('quiz-result');
    expect(result.textContent).toContain('Время вышло: ваши ответы отправлены.');
    // What was chosen goes in; the unanswered question as no answer.
    expect(passes).toHaveLength(1);
    expect(passes[0].results).toMatchObject({
      answers: [
        { questionId: 'q1', selectedOptionId: 'a' },
        { questionId: 'q2', selectedOptionId: null },
      ],
    });
    expect(within(result).getByTestId('quiz-score').textContent).toBe('50%');
  });

  it('offers no retry of a one-time quiz to a participant', async () => {
    const { onClose } = openPlayer(quizOf({ is_one_time: true }));
    fireEvent.click(button('quiz-begin'));
    await screen.findByTestId('quiz-question');
    choose('3 года');
    choose('Арбитражный', 'quiz-finish');
    await screen.findByTestId('quiz-result');
    expect(screen.queryByTestId('quiz-retry')).toBeNull();
    fireEvent.click(button('quiz-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it("says so when the server has this person's result already", async () => {
    openPlayer(quizOf({ is_one_time: true }), viewerOf({ isOwner: true }));
    server.use(answer(quizPassCall, () => ({ alreadyCompleted: true, result: null })));
    fireEvent.click(button('quiz-begin'));
    await screen.findByTestId('quiz-question');
    choose('3 года');
    choose('Арбитражный', 'quiz-finish');
    expect((await screen.findByTestId('quiz-already-completed')).textContent).toBe(
      'Вы уже прошли этот квиз. Допускается только одна попытка.',
    );
    expect(screen.queryByTestId('quiz-score')).toBeNull();
    // The owner may always go again.
    expect(screen.getByTestId('quiz-retry')).toBeTruthy();
  });

  it('keeps Start disabled while the quiz is paused', () => {
    openPlayer(quizOf({ is_paused: true }));
    expect(button('quiz-begin').disabled).toBe(true);
  });

  it('shows a refused start in the player and stays on the intro', async () => {
    openPlayer(quizOf());
    server.use(answer(quizCalls.start, () => refuse(409, ruErrors.quiz_paused, 'quiz_paused')));
    fireEvent.click(button('quiz-begin'));
    expect((await screen.findByTestId('quiz-player-error')).textContent).toContain('Квиз приостановлен');
    expect(screen.queryByTestId('quiz-question')).toBeNull();
    expect(screen.getByTestId('quiz-intro')).toBeTruthy();
  });

  it('resumes an open attempt with its countdown instead of starting another', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const start = vi.fn();
    openPlayer(
      quizOf({ is_time_limit: true, time_limit: 10 }),
      viewerOf({
        openAttempt: {
          id: 9,
          startedAt: new Date(T0 - 60_000).toISOString(),
          deadline: new Date(T0 + 540_000).toISOString(),
        },
      }),
    );
    server.use(answer(quizCalls.start, start));
    expect(button('quiz-begin').textContent).toBe('Продолжить');
    fireEvent.click(button('quiz-begin'));
    expect((await screen.findByTestId('quiz-timer')).textContent).toBe('9:00');
    expect(start).not.toHaveBeenCalled();
  });
});
