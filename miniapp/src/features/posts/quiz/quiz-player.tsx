import { Button } from '@telegram-apps/telegram-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz, QuizViewer } from '@shared/schemas/quiz.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { haptic } from '@app/lib/telegram/index.ts';
import { ErrorBanner } from '@app/ui/error-banner.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { usePassQuiz, useStartQuiz } from './quiz-api.ts';
import { QuizCountdown } from './quiz-countdown.tsx';
import { QuizRegistration } from './quiz-registration.tsx';
import { QuizReview, type PassResult } from './quiz-review.tsx';
import './quiz.css';

type Step = 'intro' | 'registration' | 'question' | 'result';

/**
 * The player: intro, the registration form when the quiz
 * has one, one question at a time, then the server's result. Finishing or the countdown
 * reaching zero submits; the answers are locked after. An open attempt resumes with its time.
 * A time-limited quiz's questions arrive with the start's answer, so none is read before its
 * clock runs: the intro has the title, the description, how many questions and the limit.
 */
export default function QuizPlayer({ quiz, viewer, onClose }: { quiz: Quiz; viewer: QuizViewer; onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartQuiz();
  const pass = usePassQuiz();
  const [step, setStep] = useState<Step>('intro');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [registration, setRegistration] = useState<Record<string, string>>({});
  const [deadline, setDeadline] = useState<string | null>(null);
  const [result, setResult] = useState<PassResult | null>(null);
  const [already, setAlready] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The open attempt found on opening is resumed once; a retry begins a new one.
  const resumable = useRef(viewer.openAttempt);
  const submitted = useRef(false);
  const hasRegistration = quiz.is_registration && quiz.registration.length > 0;
  // The reading's questions (a quiz without a limit, a resumed attempt), else the start's.
  const [questions, setQuestions] = useState(quiz.content);
  const question = questions[index];
  const last = index === questions.length - 1;

  const begin = () => {
    setError(null);
    const open = resumable.current;
    if (open) {
      resumable.current = null;
      setDeadline(open.deadline);
      setStep('question');
      return;
    }
    start.mutate(
      { quizId: quiz.id },
      {
        onSuccess: ({ attempt, questions: given }) => {
          setQuestions(given);
          setDeadline(attempt.deadline);
          setStep('question');
        },
        onError: setError,
      },
    );
  };

  const submit = (expired: boolean) => {
    if (submitted.current) return;
    submitted.current = true;
    setTimeUp(expired);
    setError(null);
    pass.mutate(
      {
        quizId: quiz.id,
        results: { answers: questions.map((q) => ({ questionId: q.id, selectedOptionId: answers[q.id] ?? null })) },
        registration: hasRegistration ? registration : undefined,
      },
      {
        onSuccess: (a) => {
          setAlready(a.alreadyCompleted);
          setResult(a.result);
        },
        onError: setError,
        onSettled: () => setStep('result'),
      },
    );
  };

  const retry = () => {
    submitted.current = false;
    setStep('intro');
    setIndex(0);
    setAnswers({});
    setDeadline(null);
    setResult(null);
    setAlready(false);
    setTimeUp(false);
    setError(null);
  };

  const choose = (optionId: string) => {
    if (step !== 'question' || submitted.current) return;
    haptic('selection');
    setAnswers((a) => ({ ...a, [question.id]: optionId }));
  };

  const canRetry = viewer.isOwner || !quiz.is_one_time;
  const timer =
    step === 'question' && deadline ? <QuizCountdown deadline={deadline} onExpire={() => submit(true)} /> : null;

  return (
    <Modal
      open
      onClose={onClose}
      title={quiz.title}
      size="md"
      closeOnBackdrop={false}
      busy={pass.isPending}
      headerButtons={timer}
      testId="quiz-player"
    >
      {error != null && <ErrorBanner title={errorText(error, t)} data-testid="quiz-player-error" />}
      {step === 'intro' && (
        <div className="quiz-player__intro" data-testid="quiz-intro">
          {quiz.description && <p className="quiz-player__desc">{quiz.description}</p>}
          <p className="quiz-player__hint">{t('quiz.player.intro', { count: quiz.question_count })}</p>
          {quiz.is_time_limit && quiz.time_limit && (
            <p className="quiz-player__hint" data-testid="quiz-intro-limit">
              {t('quiz.player.timeLimit', { count: quiz.time_limit })}
            </p>
          )}
          <Button
            mode="filled"
            size="m"
            stretched
            loading={start.isPending}
            disabled={quiz.is_paused}
            onClick={hasRegistration ? () => setStep('registration') : begin}
            data-testid="quiz-begin"
          >
            {viewer.openAttempt && resumable.current ? t('quiz.block.resume') : t('quiz.player.start')}
          </Button>
        </div>
      )}
      {step === 'registration' && (
        <QuizRegistration fields={quiz.registration} values={registration} onChange={setRegistration} onDone={begin} />
      )}
      {step === 'question' && question && (
        <div className="quiz-question" data-testid="quiz-question" data-index={index}>
          <p className="quiz-question__count">{t('quiz.player.question', { n: index + 1, total: questions.length })}</p>
          <h3 className="quiz-question__text">{question.question}</h3>
          <div className="quiz-options" role="radiogroup" aria-label={question.question}>
            {question.options.map((o) => {
              const selected = answers[question.id] === o.id;
              return (
                <button
                  key={o.id}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  className={`quiz-option${selected ? ' quiz-option--selected' : ''}`}
                  disabled={pass.isPending}
                  onClick={() => choose(o.id)}
                  data-testid="quiz-option"
                >
                  {o.option}
                </button>
              );
            })}
          </div>
          <div className="quiz-question__nav">
            {last ? (
              <Button
                mode="filled"
                size="m"
                stretched
                disabled={!answers[question.id]}
                loading={pass.isPending}
                onClick={() => submit(false)}
                data-testid="quiz-finish"
              >
                {t('quiz.player.finish')}
              </Button>
            ) : (
              <Button
                mode="filled"
                size="m"
                stretched
                disabled={!answers[question.id]}
                onClick={() => setIndex((i) => i + 1)}
                data-testid="quiz-next"
              >
                {t('quiz.player.next')}
              </Button>
            )}
          </div>
        </div>
      )}
      {step === 'result' && (
        <div className="quiz-result" data-testid="quiz-result">
          {timeUp && !error && <p className="quiz-player__hint">{t('quiz.player.timeUp')}</p>}
          {already && (
            <p className="quiz-result__message" role="status" data-testid="quiz-already-completed">
              {t('quiz.player.alreadyCompleted')}
            </p>
          )}
          {result && <QuizReview quiz={quiz.content.length ? quiz : { ...quiz, content: questions }} result={result} />}
          <div className="quiz-result__actions">
            {canRetry && (
              <Button mode="bezeled" size="m" onClick={retry} data-testid="quiz-retry">
                {t('quiz.player.retry')}
              </Button>
            )}
            <Button mode="filled" size="m" onClick={onClose} data-testid="quiz-close">
              {t('quiz.player.close')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
