import { useDraggable, useDroppable } from '@dnd-kit/core';
import { GripVertical, Plus, Trash2, X } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS } from '@shared/quiz/rules.ts';
import type { ZodForm } from '@app/lib/forms/use-zod-form.ts';
import { FieldError } from '@app/ui/field-error.tsx';
import type { quizInput } from '@shared/schemas/quiz.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { newId } from './quiz-form-values.ts';

type Form = ZodForm<typeof quizInput>;
type Msg = { message?: string };
/** A question's errors as react-hook-form nests them (the options' refine sits on `options` itself). */
type QuestionErrors = { question?: Msg; options?: Msg & { root?: Msg } & Record<number, { text?: Msg } | undefined> };

/** One question of the editor: text, explanation, options with one correct; dragged by its handle. */
export function QuizQuestionEditor({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const name = `content.${index}` as const;
  const options = useFieldArray({ control: form.control, name: `${name}.options`, keyName: 'key' });
  const values = useWatch({ control: form.control, name: `${name}.options` }) ?? [];
  const errors = (form.formState.errors.content as unknown as QuestionErrors[] | undefined)?.[index];
  const submitted = form.formState.isSubmitted;
  const id = form.getValues(`${name}.id`) ?? String(index);
  const drag = useDraggable({ id });
  const drop = useDroppable({ id });

  const markCorrect = (j: number) => {
    values.forEach((_, k) => form.setValue(`${name}.options.${k}.isCorrect`, k === j, { shouldDirty: true }));
    if (submitted) void form.trigger(`${name}.options`);
  };
  const optionsError = errors?.options;

  return (
    <li
      ref={drop.setNodeRef}
      className={`quiz-q${drag.isDragging ? ' quiz-q--dragging' : ''}${drop.isOver && !drag.isDragging ? ' quiz-q--over' : ''}`}
      data-testid="quiz-editor-question"
    >
      <div className="quiz-q__head">
        <button
          type="button"
          ref={drag.setNodeRef}
          className="quiz-q__grip"
          aria-label={t('quiz.editor.drag')}
          title={t('quiz.editor.drag')}
          {...drag.listeners}
          {...drag.attributes}
          data-testid="quiz-question-drag"
        >
          <GripVertical size={18} aria-hidden />
        </button>
        <span className="quiz-q__n">{t('quiz.editor.question', { n: index + 1 })}</span>
        <IconButton
          label={t('quiz.editor.removeQuestion')}
          size="s"
          round
          onClick={onRemove}
          data-testid="quiz-question-remove"
        >
          <Trash2 size={16} aria-hidden />
        </IconButton>
      </div>
      <label className="quiz-field">
        <span className="quiz-field__label">{t('quiz.editor.questionText')}</span>
        <textarea
          className="quiz-input quiz-input--area"
          rows={2}
          maxLength={QUIZ_LIMITS.question}
          {...form.register(`${name}.question`)}
          data-testid="quiz-question-text"
        />
        <FieldError error={errors?.question} />
      </label>
      <fieldset className="quiz-opts">
        <legend className="quiz-field__label">{t('quiz.editor.options')}</legend>
        {options.fields.map((o, j) => (
          <div key={o.key} className="quiz-opt" data-testid="quiz-option-row">
            <input
              type="radio"
              name={`correct-${id}`}
              checked={!!values[j]?.isCorrect}
              onChange={() => markCorrect(j)}
              aria-label={t('quiz.editor.correct')}
              title={t('quiz.editor.correct')}
              data-testid="quiz-option-correct"
            />
            <div className="quiz-opt__text">
              <input
                className="quiz-input"
                placeholder={t('quiz.editor.option', { n: j + 1 })}
                maxLength={QUIZ_LIMITS.option}
                {...form.register(`${name}.options.${j}.text`)}
                data-testid="quiz-option-text"
              />
              <FieldError error={errors?.options?.[j]?.text} />
            </div>
            {options.fields.length > QUIZ_LIMITS.minOptions && (
              <IconButton
                label={t('quiz.editor.removeOption')}
                size="s"
                round
                onClick={() => options.remove(j)}
                data-testid="quiz-option-remove"
              >
                <X size={16} aria-hidden />
              </IconButton>
            )}
          </div>
        ))}
        <FieldError error={optionsError?.message ?? optionsError?.root?.message} testId="quiz-options-error" />
        {options.fields.length < QUIZ_LIMITS.maxOptions && (
          <button
            type="button"
            className="post-text-btn quiz-add"
            onClick={() => options.append({ id: newId('o'), text: '', isCorrect: false })}
            data-testid="quiz-option-add"
          >
            <Plus size={15} aria-hidden /> {t('quiz.editor.addOption')}
          </button>
        )}
      </fieldset>
      <label className="quiz-field">
        <span className="quiz-field__label">{t('quiz.editor.explanation')}</span>
        <textarea
          className="quiz-input quiz-input--area"
          rows={2}
          maxLength={QUIZ_LIMITS.explanation}
          {...form.register(`${name}.explanation`)}
          data-testid="quiz-question-explanation"
        />
      </label>
    </li>
  );
}
