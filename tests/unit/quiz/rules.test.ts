import { describe, expect, it } from 'vitest';
import {
  checkRegistrationValue,
  formatCountdown,
  scoreAnswers,
  scorePercent,
  type StoredQuestion,
} from '@shared/quiz/rules.ts';

const questions: StoredQuestion[] = [
  {
    id: 'q1',
    number: 1,
    question: 'A?',
    explanation: '',
    options: [
      { id: 'a', option: 'x', is_correct: false },
      { id: 'b', option: 'y', is_correct: true },
    ],
  },
  {
    id: 'q2',
    number: 2,
    question: 'B?',
    explanation: '',
    options: [
      { id: 'a', option: 'x', is_correct: true },
      { id: 'b', option: 'y', is_correct: false },
    ],
  },
  {
    id: 'q3',
    number: 3,
    question: 'C?',
    explanation: '',
    options: [
      { id: 'a', option: 'x', is_correct: true },
      { id: 'b', option: 'y', is_correct: false },
    ],
  },
];

describe('score', () => {
  it('is correct / total × 100, rounded', () => {
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(3, 3)).toBe(100);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it('comes from the stored questions and the chosen options alone; unanswered is wrong', () => {
    const r = scoreAnswers(questions, [
      { questionId: 'q1', selectedOptionId: 'b' },
      { questionId: 'q2', selectedOptionId: 'b' },
    ]);
    expect(r).toEqual({
      totalQuestions: 3,
      correctAnswers: 1,
      wrongAnswers: 2,
      score: 33,
      answers: [
        { questionId: 'q1', selectedOptionId: 'b', isCorrect: true },
        { questionId: 'q2', selectedOptionId: 'b', isCorrect: false },
        { questionId: 'q3', selectedOptionId: null, isCorrect: false },
      ],
    });
  });

  it('names what does not belong to the quiz', () => {
    expect(scoreAnswers(questions, [{ questionId: 'q4', selectedOptionId: 'a' }])).toEqual({
      kind: 'unknown_question',
      questionId: 'q4',
    });
    expect(scoreAnswers(questions, [{ questionId: 'q1', selectedOptionId: 'z' }])).toEqual({
      kind: 'unknown_option',
      questionId: 'q1',
      optionId: 'z',
    });
    expect(
      scoreAnswers(questions, [
        { questionId: 'q1', selectedOptionId: 'a' },
        { questionId: 'q1', selectedOptionId: 'b' },
      ]),
    ).toEqual({ kind: 'duplicate', questionId: 'q1' });
  });
});

describe('registration values', () => {
  it.each([
    [{ type: 'text', required: true }, '', 'required'],
    [{ type: 'text', required: true }, '   ', 'required'],
    [{ type: 'text', required: false }, '', null],
    [{ type: 'email', required: true }, 'ivan@firm.ru', null],
    [{ type: 'email', required: true }, 'ivan@firm', 'email'],
    [{ type: 'phone', required: true }, '+7 (912) 345-67-89', null],
    [{ type: 'phone', required: true }, 'звонить вечером', 'phone'],
    [{ type: 'phone', required: true }, '+-()', 'phone'],
    [{ type: 'number', required: true }, '15', null],
    [{ type: 'number', required: true }, '1.5', 'number'],
    [{ type: 'text', required: false }, 'я'.repeat(501), 'too_long'],
  ] as const)('%o with %j → %s', (field, value, problem) => {
    expect(checkRegistrationValue(field, value)).toBe(problem);
  });
});

describe('the countdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
