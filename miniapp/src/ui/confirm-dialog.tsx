import { Button, Text } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message?: ReactNode;
  /** Label of the confirming button. */
  confirm: ReactNode;
  /** Label of the cancelling button; "Cancel" by default. */
  cancel?: ReactNode;
  onConfirm: () => void;
  /** Paints the confirming button red: signing out, deleting, archiving. */
  destructive?: boolean;
  /** Shows a spinner on the confirming button and keeps the dialog open. */
  busy?: boolean;
  'data-testid'?: string;
}

/** "Are you sure?": a title, a sentence, cancel and confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirm,
  cancel,
  onConfirm,
  destructive,
  busy,
  'data-testid': testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      size="sm"
      busy={busy}
      testId={testId}
      footer={
        <div className="lp-modal__actions">
          <Button mode="gray" size="l" stretched onClick={() => onOpenChange(false)} disabled={busy}>
            {cancel ?? t('common.cancel')}
          </Button>
          <Button
            mode="filled"
            size="l"
            stretched
            className={destructive ? 'lp-button--danger' : undefined}
            onClick={onConfirm}
            loading={busy}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirm}
          </Button>
        </div>
      }
    >
      {message && (
        <Text className="lp-modal__message" Component="p">
          {message}
        </Text>
      )}
    </Modal>
  );
}
