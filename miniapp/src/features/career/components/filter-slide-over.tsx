import { Button } from '@telegram-apps/telegram-ui';
import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pushBackHandler } from '@app/lib/telegram/use-back-button.ts';
import { IconButton } from '@app/ui/icon-button.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Shown in the footer only when a filter is set. */
  onClearAll?: () => void;
  children: ReactNode;
}

/**
 * The filters on a phone, as a slide-over panel where a sidebar does not fit. Closes with its close
 * button, 'Show results', the backdrop, Escape and Telegram's back button, which closes it before
 * it would leave the page.
 */
export function FilterSlideOver({ open, onClose, onClearAll, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const removeBack = pushBackHandler(() => close());
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      removeBack();
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="career-slide-over"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      data-testid="career-slide-over"
    >
      <div
        ref={panel}
        className="career-slide-over__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="career-slide-over__header">
          <h2 id={titleId} className="career-slide-over__title">
            {t('career.filters.title')}
          </h2>
          <IconButton label={t('common.close')} onClick={onClose} data-testid="career-slide-over-close">
            <X size={20} aria-hidden />
          </IconButton>
        </div>
        <div className="career-slide-over__body">{children}</div>
        <div className="career-slide-over__footer">
          {onClearAll && (
            <Button
              mode="gray"
              size="m"
              className="career-slide-over__clear"
              onClick={onClearAll}
              data-testid="career-clear-all"
            >
              {t('career.filters.clearAll')}
            </Button>
          )}
          <Button mode="filled" size="m" stretched onClick={onClose} data-testid="career-show-results">
            {t('career.filters.showResults')}
          </Button>
        </div>
      </div>
    </div>
  );
}
