/**
 * Quiz rules, shared by the server (the judge) and the
 * app (the form's checks and the timer). No dependencies.
 */

export const QUIZ_LIMITS = {
  title: 200,
  description: 5000,
  questions: 100,
  question: 2000,
  explanation: 5000,
  minOptions: 2,
  maxOptions: 10,
  option: 500,
  maxTimeLimit: 1000,
  registrationFields: 20,
  fieldLabel: 200,
  fieldValue: 500,
  resultsPage: 50,
  maxResultsPage: 1000,
} as const;

/** A timed submission is accepted until the deadline plus this, for the network's delay. */
export const SUBMIT_GRACE_SECONDS = 10;
/** The countdown turns red and pulses at this many seconds or fewer. */
export const TIMER_WARNING_SECONDS = 60;

export const RESULTS_VISIBILITY = ['owner', 'partners', 'all'] as const;
export type ResultsVisibility = (typeof RESULTS_VISIBILITY)[number];
export const REGISTRATION_TYPES = ['text', 'email', 'phone', 'number'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export interface StoredOption {
  id: string;
  option: string;
  is_correct: boolean;
}
export interface StoredQuestion {
  id: string;
  number: number;
  question: string;
  explanation: string;
  options: StoredOption[];
}
export interface RegistrationField {
  id: string;
  type: RegistrationType;
  label: string;
  placeholder: string;
  required: boolean;
}

/** Score as the spec says: correct / total × 100, rounded to a whole percent (0 for no questions). */
export const scorePercent = (correct: number, total: number) => (total > 0 ? Math.round((correct / total) * 100) : 0);

export interface Scored {
  totalQuestions: number;
  correctAnswers: number;
  wrongAnswers: number;
  score: number;
  answers: { questionId: string; selectedOptionId: string | null; isCorrect: boolean }[];
}

export type AnswerProblem =
  | { kind: 'unknown_question'; questionId: string }
  | { kind: 'unknown_option'; questionId: string; optionId: string }
  | { kind: 'duplicate'; questionId: string };

/**
 * Scores a submission from the stored questions and the chosen option ids alone: whatever
 * the client says is correct is not read. A question left unanswered (the time ran out)
 * counts as wrong. An answer naming a question or option the quiz does not have is a problem.
 */
export function scoreAnswers(
  questions: readonly StoredQuestion[],
  chosen: readonly { questionId: string; selectedOptionId: string | null }[],
): Scored | AnswerProblem {
  const byQuestion = new Map<string, string | null>();
  for (const a of chosen) {
    const q = questions.find((x) => x.id === a.questionId);
    if (!q) return { kind: 'unknown_question', questionId: a.questionId };
    if (byQuestion.has(a.questionId)) return { kind: 'duplicate', questionId: a.questionId };
    if (a.selectedOptionId !== null && !q.options.some((o) => o.id === a.selectedOptionId)) {
      return { kind: 'unknown_option', questionId: a.questionId, optionId: a.selectedOptionId };
    }
    byQuestion.set(a.questionId, a.selectedOptionId);
  }
  const answers = questions.map((q) => {
    const selected = byQuestion.get(q.id) ?? null;
    return {
      questionId: q.id,
      selectedOptionId: selected,
      isCorrect: selected !== null && q.options.some((o) => o.id === selected && o.is_correct),
    };
  });
  const correct = answers.filter((a) => a.isCorrect).length;
  return {
    totalQuestions: questions.length,
    correctAnswers: correct,
    wrongAnswers: questions.length - correct,
    score: scorePercent(correct, questions.length),
    answers,
  };
}

/** Each is an error code `registration_<problem>` and a form message. */
export type RegistrationProblem = 'required' | 'email' | 'phone' | 'number' | 'too_long';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s\-()+]+$/;
const NUMBER = /^\d+$/;

/** One registration value against its field, as the form and the server both check it. */
export function checkRegistrationValue(
  field: Pick<RegistrationField, 'type' | 'required'>,
  raw: unknown,
): RegistrationProblem | null {
  const value = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
  if (value.length > 500) return 'too_long';
  if (!value) return field.required ? 'required' : null;
  if (field.type === 'email' && !EMAIL.test(value)) return 'email';
  if (field.type === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 5)) return 'phone';
  if (field.type === 'number' && !NUMBER.test(value)) return 'number';
  return null;
}

/** The countdown as the player shows it: m:ss. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
