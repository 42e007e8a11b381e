import { Banner } from '@telegram-apps/telegram-ui';
import { AlertCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button.tsx';
import './error-banner.css';

export interface ErrorBannerProps {
  title: ReactNode;
  message?: ReactNode;
  /** Shows a close button; the banner itself does not hide, the owner drops it. */
  onDismiss?: () => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * A failed action explained where it happened. telegram-ui's own close icon is not a
 * button to assistive technology, so the close button here is ours.
 */
export function ErrorBanner({ title, message, onDismiss, className, 'data-testid': testId }: ErrorBannerProps) {
  const { t } = useTranslation();
  return (
    <div className={`lp-error-banner${className ? ` ${className}` : ''}`} role="alert" data-testid={testId}>
      <Banner
        type="inline"
        before={<AlertCircle size={22} aria-hidden className="lp-error-banner__icon" />}
        header={title}
        description={message}
      />
      {onDismiss && (
        <IconButton label={t('common.close')} size="s" round className="lp-error-banner__close" onClick={onDismiss}>
          <X size={18} aria-hidden />
        </IconButton>
      )}
    </div>
  );
}
