import { Spinner } from '@telegram-apps/telegram-ui';

export function PageSpinner() {
  return (
    <div className="page-center" role="status" aria-live="polite" data-testid="page-spinner">
      <Spinner size="l" />
    </div>
  );
}
