import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '@app/lib/api-client.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { useDocumentTitle } from '@app/ui/use-document-title.ts';

/** What a profile page shows when there is no profile to show: unknown username, or a failed load. */
export function ProfileStatus({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(notFound ? t('profile.notFound') : t('common.errors.generic'));
  return (
    <div className="page page-center" data-testid={notFound ? 'profile-not-found' : 'profile-error'}>
      <Placeholder
        header={notFound ? t('profile.notFound') : t('common.errors.generic')}
        description={notFound ? t('profile.notFoundHint') : errorText(error, t)}
        action={
          notFound ? (
            <Link href="/" asChild>
              <Button Component="a" mode="bezeled" size="m">
                {t('profile.toFeed')}
              </Button>
            </Link>
          ) : (
            <Button mode="bezeled" size="m" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )
        }
      >
        <span className="profile-status__icon" aria-hidden>
          <UserX size={40} />
        </span>
      </Placeholder>
    </div>
  );
}
