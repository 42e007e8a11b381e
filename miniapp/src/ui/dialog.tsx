import { IconButton, Modal, Title } from '@telegram-apps/telegram-ui';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pushBackHandler } from '../lib/telegram/use-back-button.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons pinned under the content. */
  footer?: ReactNode;
  /** A tall dialog keeps its height while its content changes (a searchable list). */
  tall?: boolean;
  /** While busy the dialog cannot be dismissed (a save is in flight). */
  busy?: boolean;
  'data-testid'?: string;
}

/**
 * The app's one dialog: telegram-ui's bottom sheet on a phone and in Telegram, a centred
 * card in a wide window (styles.css). Telegram's back button closes it first.
 */
export function Dialog({ open, onOpenChange, title, children, footer, tall, busy, 'data-testid': testId }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    if (!busy) onOpenChange(false);
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  // Registered once per opening, so the stack order of nested dialogs stays right.
  useEffect(() => (open ? pushBackHandler(() => closeRef.current()) : undefined), [open]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      dismissible={!busy}
      className={`lp-dialog${tall ? ' lp-dialog--tall' : ''}`}
      overlayComponent={<Modal.Overlay className="lp-dialog-overlay" />}
      aria-labelledby={titleId}
      aria-describedby={undefined}
      data-testid={testId}
    >
      <div className="lp-dialog__header">
        <Title level="3" weight="2" id={titleId} className="lp-dialog__title">
          {title}
        </Title>
        <IconButton mode="gray" size="s" onClick={close} aria-label={t('common.close')} disabled={busy}>
          <X size={18} aria-hidden />
        </IconButton>
      </div>
      <div className="lp-dialog__body">{children}</div>
      {footer && <div className="lp-dialog__footer">{footer}</div>}
    </Modal>
  );
}
