import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Настройки · Legal Platform" in the tab and the task switcher while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}
