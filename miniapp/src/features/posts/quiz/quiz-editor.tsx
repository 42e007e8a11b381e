import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Button } from '@telegram-apps/telegram-ui';
import { Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS, REGISTRATION_TYPES, RESULTS_VISIBILITY } from '@shared/quiz/rules.ts';
import { quizInput, type Quiz } from '@shared/schemas/quiz.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { useFormDraft } from '@app/lib/forms/use-form-draft.ts';
import { useZodForm } from '@app/lib/forms/use-zod-form.ts';
import { useTelegramButtons } from '@app/lib/telegram/native.tsx';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { ErrorBanner } from '@app/ui/error-banner.tsx';
import { FieldError } from '@app/ui/field-error.tsx';
import { formActions } from '@app/ui/form-actions.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { useCreateQuiz, useDeleteQuiz, useUpdateQuiz } from './quiz-api.ts';
import { emptyQuestion, formValuesOf, newId } from './quiz-form-values.ts';
import { QuizQuestionEditor } from './quiz-question-editor.tsx';
import './quiz.css';
import { DragGuard } from '@app/lib/telegram/drag-guard.tsx';

/** Questions are reordered by dragging; 30 px of movement before a drag begins, so a tap or a scroll is not one. */
const DRAG_DISTANCE = 30;

/**
 * The quiz editor: title, description, questions,
 * settings and the registration form, checked by the create call's own schema.
 */
export default function QuizEditor({
  postId,
  quiz,
  onClose,
}: {
  postId: number;
  quiz: Quiz | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useZodForm(quizInput, { defaultValues: formValuesOf(postId, quiz) });
  const { errors, isSubmitting } = form.formState;
  const questions = useFieldArray({ control: form.control, name: 'content', keyName: 'key' });
  const fields = useFieldArray({ control: form.control, name: 'registration', keyName: 'key' });
  const [anonymous, timeLimit, registration] = useWatch({
    control: form.control,
    name: ['is_anonymous', 'is_time_limit', 'is_registration'],
  });
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const del = useDeleteQuiz();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }));
  const busy = isSubmitting || create.isPending || update.isPending || del.isPending;

  // Typing survives a closed app or a reload; Cancel discards it.
  const draft = useFormDraft(form, `quiz:${postId}:${quiz?.id ?? 'new'}`);
  const cancel = () => {
    draft.clear();
    onClose();
  };

  const save = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      if (quiz) await update.mutateAsync({ quizId: quiz.id, quiz: values });
      else await create.mutateAsync({ quiz: values });
      draft.clear();
      onClose();
    } catch (err) {
      setSaveError(err);
    }
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = form.getValues('content').map((q) => q.id);
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) questions.move(from, to);
  };

  const contentError = errors.content as { message?: string; root?: { message?: string } } | undefined;

  // Inside Telegram its own buttons save and cancel; not under the delete confirmation.
  const tg = useTelegramButtons(
    confirmDelete
      ? null
      : {
          main: {
            text: t('quiz.editor.save'),
            onClick: () => void save(),
            loading: busy,
            disabled: form.formState.isSubmitted && !form.formState.isValid,
          },
          secondary: { text: t('quiz.editor.cancel'), onClick: cancel, disabled: busy },
        },
  );

  return (
    <Modal
      open
      onClose={cancel}
      unsaved={form.formState.isDirty}
      title={quiz ? t('quiz.editor.editTitle') : t('quiz.editor.createTitle')}
      size="lg"
      closeOnBackdrop={false}
      busy={busy}
      testId="quiz-editor"
      footer={formActions({
        shown: tg,
        formId,
        busy,
        onCancel: cancel,
        cancelText: t('quiz.editor.cancel'),
        saveText: t('quiz.editor.save'),
        saveTestId: 'quiz-editor-save',
        className: 'quiz-editor__footer',
        extra: quiz && (
          <Button
            mode="plain"
            size="m"
            className="quiz-editor__delete"
            before={<Trash2 size={16} aria-hidden />}
            onClick={() => setConfirmDelete(true)}
            disabled={busy}
            data-testid="quiz-editor-delete"
          >
            {t('quiz.editor.delete')}
          </Button>
        ),
      })}
    >
      <form id={formId} className="quiz-editor" onSubmit={save} noValidate>
        {saveError != null && (
          <ErrorBanner
            title={t('quiz.editor.saveFailed')}
            message={errorText(saveError, t, 'quiz.editor.saveFailed')}
            onDismiss={() => setSaveError(null)}
            data-testid="quiz-editor-error"
          />
        )}
        <label className="quiz-field">
          <span className="quiz-field__label">{t('quiz.editor.title')}</span>
          <input
            className="quiz-input"
            placeholder={t('quiz.editor.titlePlaceholder')}
            maxLength={QUIZ_LIMITS.title}
            {...form.register('title')}
            data-testid="quiz-editor-title"
          />
          <FieldError error={errors.title} />
        </label>
        <label className="quiz-field">
          <span className="quiz-field__label">{t('quiz.editor.description')}</span>
          <textarea
            className="quiz-input quiz-input--area"
            rows={3}
            maxLength={QUIZ_LIMITS.description}
            {...form.register('description')}
            data-testid="quiz-editor-description"
          />
        </label>

        <section className="quiz-editor__section">
          <h3 className="quiz-editor__heading">{t('quiz.editor.questions')}</h3>
          {questions.fields.length === 0 && (
            <p className="quiz-editor__empty" data-testid="quiz-no-questions">
              {t('quiz.editor.noQuestions')}
            </p>
          )}
          <DndContext sensors={sensors} onDragEnd={onDragEnd}>
            <DragGuard />
            <ol className="quiz-editor__questions">
              {questions.fields.map((q, i) => (
                <QuizQuestionEditor key={q.key} form={form} index={i} onRemove={() => questions.remove(i)} />
              ))}
            </ol>
          </DndContext>
          <FieldError error={contentError?.message ?? contentError?.root?.message} testId="quiz-content-error" />
          {questions.fields.length < QUIZ_LIMITS.questions && (
            <Button
              mode="bezeled"
              size="s"
              before={<Plus size={16} aria-hidden />}
              onClick={() => questions.append(emptyQuestion())}
              data-testid="quiz-question-add"
            >
              {t('quiz.editor.addQuestion')}
            </Button>
          )}
        </section>

        <section className="quiz-editor__section quiz-settings">
          <h3 className="quiz-editor__heading">{t('quiz.editor.settings')}</h3>
          <label className="quiz-check">
            <input
              type="checkbox"
              {...form.register('is_anonymous', {
                onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                  e.target.checked && form.setValue('is_one_time', false),
              })}
              data-testid="quiz-anonymous"
            />
            <span>
              {t('quiz.editor.anonymous')}
              <small className="quiz-check__hint">{t('quiz.editor.anonymousHint')}</small>
            </span>
          </label>
          <label className="quiz-check">
            <input
              type="checkbox"
              disabled={!!anonymous}
              {...form.register('is_one_time')}
              data-testid="quiz-one-time"
            />
            <span>{t('quiz.editor.oneTime')}</span>
          </label>
          <label className="quiz-check">
            <input type="checkbox" {...form.register('is_time_limit')} data-testid="quiz-time-limit-on" />
            <span>{t('quiz.editor.timeLimit')}</span>
          </label>
          {timeLimit && (
            <Controller
              control={form.control}
              name="time_limit"
              render={({ field, fieldState }) => (
                <label className="quiz-field quiz-field--short">
                  <span className="quiz-field__label">{t('quiz.editor.minutes')}</span>
                  <input
                    className="quiz-input"
                    inputMode="numeric"
                    value={field.value ?? ''}
                    // Digits only: anything else is dropped as it is typed.
                    onChange={(e) => {
                      const digits = e.target.value.replace(/\D/g, '').slice(0, 4);
                      field.onChange(digits ? Number(digits) : null);
                    }}
                    onBlur={field.onBlur}
                    aria-invalid={!!fieldState.error}
                    data-testid="quiz-time-limit"
                  />
                  <small className="quiz-check__hint">
                    {t('quiz.editor.maxTimeLimit', { max: QUIZ_LIMITS.maxTimeLimit })}
                  </small>
                  <FieldError error={fieldState.error} testId="quiz-time-limit-error" />
                </label>
              )}
            />
          )}
          <label className="quiz-field quiz-field--short">
            <span className="quiz-field__label">{t('quiz.editor.resultsVisible')}</span>
            <select className="quiz-input" {...form.register('results_visible')} data-testid="quiz-results-visible">
              {RESULTS_VISIBILITY.map((v) => (
                <option key={v} value={v}>
                  {t(`quiz.editor.visibility.${v}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="quiz-check">
            <input type="checkbox" {...form.register('is_answers_visible')} data-testid="quiz-answers-visible" />
            <span>{t('quiz.editor.answersVisible')}</span>
          </label>
          <label className="quiz-check">
            <input type="checkbox" {...form.register('is_registration')} data-testid="quiz-registration-on" />
            <span>{t('quiz.editor.registration')}</span>
          </label>
          {registration && (
            <div className="quiz-fields" data-testid="quiz-registration-fields">
              {fields.fields.map((f, i) => (
                <div key={f.key} className="quiz-regfield" data-testid="quiz-regfield">
                  <select
                    className="quiz-input"
                    aria-label={t('quiz.editor.fieldType')}
                    {...form.register(`registration.${i}.type`)}
                  >
                    {REGISTRATION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`quiz.editor.types.${type}`)}
                      </option>
                    ))}
                  </select>
                  <div className="quiz-regfield__text">
                    <input
                      className="quiz-input"
                      placeholder={t('quiz.editor.fieldLabel')}
                      aria-label={t('quiz.editor.fieldLabel')}
                      {...form.register(`registration.${i}.label`)}
                      data-testid="quiz-regfield-label"
                    />
                    <FieldError error={errors.registration?.[i]?.label} />
                  </div>
                  <input
                    className="quiz-input"
                    placeholder={t('quiz.editor.fieldPlaceholder')}
                    aria-label={t('quiz.editor.fieldPlaceholder')}
                    {...form.register(`registration.${i}.placeholder`)}
                  />
                  <label className="quiz-check quiz-check--inline">
                    <input type="checkbox" {...form.register(`registration.${i}.required`)} />
                    <span>{t('quiz.editor.fieldRequired')}</span>
                  </label>
                  <IconButton label={t('quiz.editor.removeField')} size="s" round onClick={() => fields.remove(i)}>
                    <X size={16} aria-hidden />
                  </IconButton>
                </div>
              ))}
              {fields.fields.length < QUIZ_LIMITS.registrationFields && (
                <button
                  type="button"
                  className="post-text-btn quiz-add"
                  onClick={() =>
                    fields.append({ id: newId('f'), type: 'text', label: '', placeholder: '', required: false })
                  }
                  data-testid="quiz-regfield-add"
                >
                  <Plus size={15} aria-hidden /> {t('quiz.editor.addField')}
                </button>
              )}
            </div>
          )}
        </section>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('quiz.block.deleteTitle')}
        message={t('quiz.block.deleteMessage')}
        confirm={t('quiz.block.deleteConfirm')}
        destructive
        busy={del.isPending}
        onConfirm={() =>
          quiz && del.mutate({ quizId: quiz.id }, { onSuccess: onClose, onSettled: () => setConfirmDelete(false) })
        }
        data-testid="quiz-editor-delete-dialog"
      />
    </Modal>
  );
}
