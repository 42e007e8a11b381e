import { Button } from '@telegram-apps/telegram-ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { InitAuthAnswer } from '@shared/schemas/auth.ts';
import { TelegramIcon } from './telegram-icon.tsx';

// qrcode.react only for desktops, in its own chunk: phones never download it.
const SignInQr = lazy(() => import('./sign-in-qr.tsx'));

/** The deep-link button, the three steps, and on desktop the QR of the same link. */
export function TelegramSignIn({ link, desktop }: { link: InitAuthAnswer; desktop: boolean }) {
  const { t } = useTranslation();
  const steps = [
    t(desktop ? 'auth.steps.open' : 'auth.steps.openPhone'),
    t('auth.steps.start'),
    t('auth.steps.confirm'),
  ];
  return (
    <div className={`auth-telegram${desktop ? ' auth-telegram--desktop' : ''}`}>
      <div className="auth-telegram__main">
        <ol className="auth-steps">
          {steps.map((s, i) => (
            <li key={i}>
              <span className="auth-steps__n" aria-hidden>
                {i + 1}
              </span>
              <span>{s}</span>
            </li>
          ))}
        </ol>
        <Button
          Component="a"
          href={link.link}
          target="_blank"
          rel="noopener noreferrer"
          size="l"
          stretched
          before={<TelegramIcon size={22} />}
          className="auth-telegram__button"
          data-testid="auth-link"
        >
          {t('auth.button')}
        </Button>
        <div
          className="auth-code"
          role="note"
          aria-label={t('auth.code', { code: link.code })}
          data-testid="auth-code-block"
        >
          <span className="auth-code__title">{t('auth.codeTitle')}</span>
          <span className="auth-code__number" data-testid="auth-code">
            {link.code}
          </span>
        </div>
        <p className="auth-waiting" role="status">
          <span className="auth-waiting__dot" aria-hidden />
          {t('auth.waiting')}
        </p>
      </div>
      {desktop && (
        <div className="auth-telegram__qr">
          <Suspense fallback={<div className="auth-qr auth-qr--placeholder" />}>
            <SignInQr link={link.link} label={t('auth.qrTitle')} />
          </Suspense>
          <p className="auth-telegram__qr-title">{t('auth.qrTitle')}</p>
          <p className="auth-telegram__qr-hint">{t('auth.qrHint')}</p>
        </div>
      )}
    </div>
  );
}
