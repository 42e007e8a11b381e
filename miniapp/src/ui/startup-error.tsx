import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-errors.ts';

export function StartupError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-center">
      <Placeholder header={t('common.errors.reload_page')} description={errorText(error, t)}>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Placeholder>
    </div>
  );
}
