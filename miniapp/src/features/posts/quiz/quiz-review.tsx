import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '@shared/schemas/quiz.ts';

export interface PassResult {
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  answers: { questionId: string; selectedOptionId: string | null; isCorrect: boolean }[] | null;
}

/**
 * The server's result: its score as a rounded percent, correct of total, and (when the quiz
 * shows answers) each question with the reader's choice, the correct option and the explanation.
 */
export function QuizReview({ quiz, result }: { quiz: Quiz; result: PassResult }) {
  const { t } = useTranslation();
  const byQuestion = new Map((result.answers ?? []).map((a) => [a.questionId, a]));
  return (
    <>
      <div className="quiz-score">
        <span className="quiz-score__label">{t('quiz.player.resultTitle')}</span>
        <strong className="quiz-score__value" data-testid="quiz-score">
          {t('quiz.player.score', { score: Math.round(result.score) })}
        </strong>
        <span className="quiz-score__detail" data-testid="quiz-correct">
          {t('quiz.player.correct', { correct: result.correctAnswers, total: result.totalQuestions })}
        </span>
      </div>
      {result.answers && (
        <section className="quiz-review" aria-label={t('quiz.player.review')} data-testid="quiz-review">
          <h3 className="quiz-player__heading">{t('quiz.player.review')}</h3>
          <ol className="quiz-review__list">
            {quiz.content.map((q) => {
              const a = byQuestion.get(q.id);
              const chosen = q.options.find((o) => o.id === a?.selectedOptionId);
              const correct = q.options.find((o) => o.is_correct);
              return (
                <li
                  key={q.id}
                  className={`quiz-review__item${a?.isCorrect ? ' quiz-review__item--right' : ' quiz-review__item--wrong'}`}
                  data-testid="quiz-review-item"
                >
                  <p className="quiz-review__q">
                    <span className="quiz-review__mark" data-testid="quiz-review-mark">
                      {a?.isCorrect ? <Check size={16} aria-hidden /> : <X size={16} aria-hidden />}
                    </span>
                    <span>{q.question}</span>
                  </p>
                  <p className="quiz-review__line">
                    {t('quiz.player.yourAnswer')}: {chosen?.option ?? t('quiz.player.noAnswer')}
                  </p>
                  {correct && (
                    <p className="quiz-review__line" data-testid="quiz-review-correct">
                      {t('quiz.player.correctAnswer')}: {correct.option}
                    </p>
                  )}
                  {q.explanation && (
                    <p className="quiz-review__explanation" data-testid="quiz-review-explanation">
                      {t('quiz.player.explanation')}: {q.explanation}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </>
  );
}
