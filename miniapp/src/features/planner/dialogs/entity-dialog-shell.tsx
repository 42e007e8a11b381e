import { Archive, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFormState, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/lib/api-errors.ts';
import { useTelegramButtons } from '@app/lib/telegram/native.tsx';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { toast } from '@app/ui/toast.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import type { EntityType, PlannerDialog } from '../state/dialogs.ts';

export type EntityDialogState = Extract<PlannerDialog, { kind: 'entity' }>;
export type EntityDialogProps = { dialog: EntityDialogState; onClose: () => void };

/** The archive call of the entity being edited (useArchiveSpace, useArchiveProject, useArchiveTask). */
export interface ArchiveCall {
  mutate: (input: { id: number }, callbacks: { onSuccess: () => void; onError: (err: Error) => void }) => void;
  isPending: boolean;
}

interface ShellProps {
  type: EntityType;
  mode: 'create' | 'edit';
  busy: boolean;
  /** The last failed save's error (the save mutation's `error`), shown until dismissed. */
  saveError: Error | null;
  onSubmit: (event?: FormEvent) => void;
  onClose: () => void;
  /** The form shows errors: Telegram's MainButton is greyed until they are fixed. */
  invalid?: boolean;
  /** The form holds typing not saved yet: ✕ and Back ask before closing (ui/modal.tsx). */
  unsaved?: boolean;
  /** Edit mode: the entity's id and current title, and its archive call. */
  archive?: { id: number; title: string; call: ArchiveCall };
  children: ReactNode;
}

/**
 * The create/edit dialog around a space, project or task form: title,
 * the form, Cancel and Save (disabled, "Saving...", while the save runs; nothing closes the
 * dialog meanwhile), and in edit mode Archive in the options menu. A failed save leaves the
 * dialog open as it was, with the server's text (or 'An error occurred') in a dismissible
 * red banner; the save calls opt out of the global toast for that.
 */
export function EntityDialogShell({
  type,
  mode,
  busy,
  saveError,
  onSubmit,
  onClose,
  archive,
  invalid = false,
  unsaved = false,
  children,
}: ShellProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const shownError = saveError && saveError !== dismissed ? saveError : null;
  const saveText = mode === 'create' ? t('planner.form.create') : t('common.save');
  // Inside Telegram its own buttons save and cancel; not under the archive confirmation.
  const tg = useTelegramButtons(
    confirmArchive
      ? null
      : {
          main: { text: saveText, onClick: () => onSubmit(), loading: busy, disabled: invalid },
          secondary: { text: t('common.cancel'), onClick: onClose, disabled: busy },
        },
  );

  const runArchive = () =>
    archive?.call.mutate(
      { id: archive.id },
      {
        onSuccess: () => {
          setConfirmArchive(false);
          toast.success(t(`planner.archive.done.${type}`));
          onClose();
        },
        // Archive failures are only logged.
        onError: (err) => {
          console.error(`Error archiving ${type}`, err);
          setConfirmArchive(false);
        },
      },
    );

  return (
    <Modal
      open
      onClose={onClose}
      unsaved={unsaved}
      busy={busy}
      title={t(`planner.form.${mode}Title.${type}`)}
      size={type === 'space' ? 'lg' : '4xl'}
      closeOnBackdrop={false}
      optionsLabel={t('planner.options')}
      options={
        archive
          ? [
              {
                key: 'archive',
                label: t('planner.archive.action'),
                icon: <Archive size={18} aria-hidden />,
                danger: true,
                onSelect: () => setConfirmArchive(true),
              },
            ]
          : undefined
      }
      testId="entity-dialog"
      initialFocus="[data-testid=entity-title]"
      footer={
        tg.main && tg.secondary ? undefined : (
          <>
            <button
              type="button"
              className="pl-btn pl-btn--ghost"
              onClick={onClose}
              disabled={busy}
              data-testid="entity-cancel"
            >
              {t('common.cancel')}
            </button>
            {!tg.main && (
              <button
                type="submit"
                form={formId}
                className="pl-btn pl-btn--primary"
                disabled={busy}
                data-testid="entity-save"
              >
                {busy ? t('planner.form.saving') : saveText}
              </button>
            )}
          </>
        )
      }
    >
      {/* noValidate: the schema's messages show under the fields, not the browser's bubbles. */}
      <form
        id={formId}
        className={`pl-form${type === 'space' ? '' : ' pl-form--with-side'}`}
        onSubmit={onSubmit}
        noValidate
      >
        {shownError && (
          <div className="pl-banner" role="alert" data-testid="entity-error">
            <span>{errorText(shownError, t)}</span>
            <IconButton label={t('common.close')} size="xs" onClick={() => setDismissed(shownError)}>
              <X size={16} aria-hidden />
            </IconButton>
          </div>
        )}
        {children}
      </form>
      {archive && (
        <ConfirmDialog
          open={confirmArchive}
          onOpenChange={setConfirmArchive}
          title={t(`planner.archive.title.${type}`)}
          message={t(`planner.archive.message.${type}`, { title: archive.title })}
          confirm={t('planner.archive.action')}
          destructive
          busy={archive.call.isPending}
          onConfirm={runArchive}
          data-testid="archive-confirm"
        />
      )}
    </Modal>
  );
}

/** Edit mode before the entity is found in the caches: loading, or gone (archived, moved). */
export function EntityDialogPlaceholder({
  type,
  pending,
  onClose,
}: {
  type: EntityType;
  pending: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} size="md" title={t(`planner.form.editTitle.${type}`)} testId="entity-dialog">
      <p className={pending ? 'pl-muted' : 'pl-error'}>{pending ? t('common.loading') : t('planner.form.notFound')}</p>
    </Modal>
  );
}

/** A blank optional text is sent as null (no description), as the form always did. */
export const blankToNull = (text: string | null | undefined): string | null => (text?.trim() ? text : null);

/**
 * The shell of a react-hook-form's dialog, with what it shows of the form's state read here from
 * `control`: unsaved typing, a save in flight, a refused submit, the title the archive question
 * names. A change to those renders the shell alone; the fields, passed in as they were, are not
 * rendered again (read in the form's own component, the first tick of a subtask rendered them all).
 */
export function FormDialogShell<T extends FieldValues & { title: string }, O>({
  control,
  archive,
  ...props
}: Omit<ShellProps, 'unsaved' | 'busy' | 'invalid' | 'archive'> & {
  control: Control<T, unknown, O>;
  archive?: { id: number; call: ArchiveCall };
}) {
  const state = useFormState({ control });
  const title = useWatch({ control, name: 'title' as FieldPath<T> }) as string;
  return (
    <EntityDialogShell
      {...props}
      unsaved={state.isDirty}
      busy={state.isSubmitting}
      // Validity is asked only once a submit was refused: asking it checks the whole form on every change.
      invalid={state.isSubmitted && !state.isValid}
      archive={archive && { ...archive, title }}
    />
  );
}
