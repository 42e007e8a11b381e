import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from './use-document-title.ts';

/** /404: an address that leads nowhere (a post link with no url, for one). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.notFound'));
  return (
    <div className="page page-center" data-testid="not-found">
      <Placeholder
        header={t('nav.notFound')}
        description={t('nav.notFoundHint')}
        action={
          <Link href="/" asChild>
            <Button Component="a" mode="bezeled" size="m">
              {t('nav.toFeed')}
            </Button>
          </Link>
        }
      >
        <SearchX size={48} aria-hidden className="hint" />
      </Placeholder>
    </div>
  );
}
