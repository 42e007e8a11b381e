import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { errorText } from '../lib/api-errors.ts';
import { IconButton } from './icon-button.tsx';

/** The forms' red, dismissible banner: their sentence ('Failed to save job') and the server's own text under it. */
export function FormBanner({
  error,
  title,
  onClose,
  testId,
}: {
  error: unknown;
  title: string;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const detail = error instanceof ApiError ? errorText(error, t) : '';
  return (
    <div className="post-banner" role="alert" data-testid={testId}>
      <div>
        <strong>{title}</strong>
        {detail && <span>{detail}</span>}
      </div>
      <IconButton label={t('common.close')} size="s" round onClick={onClose}>
        <X size={16} aria-hidden />
      </IconButton>
    </div>
  );
}
