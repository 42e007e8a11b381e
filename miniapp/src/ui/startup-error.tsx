import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';

export function StartupError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-center">
      <Placeholder header={t('common.errors.reload_page')} description={error.message}>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Placeholder>
    </div>
  );
}
