import { Placeholder } from '@telegram-apps/telegram-ui';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a section shows until its feature lands: honest, not a fake screen. */
export function NotAvailablePage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="page page-center" data-testid="not-available">
      <Placeholder header={t(title)} description={t('nav.notAvailable')}>
        <Construction size={48} aria-hidden />
      </Placeholder>
    </div>
  );
}
