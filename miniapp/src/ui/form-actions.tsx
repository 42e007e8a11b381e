import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** Which actions Telegram's own buttons show (useTelegramButtons): those are left out here. */
  shown: { main: boolean; secondary: boolean };
  formId: string;
  busy: boolean;
  onCancel: () => void;
  cancelText: string;
  saveText: string;
  saveTestId: string;
  /** Actions of the form's own, before Cancel (a quiz's Delete, a job's extra buttons). */
  extra?: ReactNode;
  className?: string;
}

/**
 * A form dialog's footer: its own actions, then Cancel and Save, leaving out what
 * Telegram's MainButton and SecondaryButton show. Undefined when nothing is left, so the dialog
 * draws no empty footer (ui/modal.tsx draws one for any value).
 */
export function formActions({
  shown,
  formId,
  busy,
  onCancel,
  cancelText,
  saveText,
  saveTestId,
  extra,
  className = 'post-editor__actions',
}: FormActionsProps): ReactNode {
  if (!extra && shown.main && shown.secondary) return undefined;
  return (
    <div className={className}>
      {extra}
      {!shown.secondary && (
        <Button type="button" mode="gray" size="m" onClick={onCancel} disabled={busy}>
          {cancelText}
        </Button>
      )}
      {!shown.main && (
        <Button type="submit" form={formId} mode="filled" size="m" loading={busy} data-testid={saveTestId}>
          {saveText}
        </Button>
      )}
    </div>
  );
}
