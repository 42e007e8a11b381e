import { Button, Spinner } from '@telegram-apps/telegram-ui';
import { useQueryClient } from '@tanstack/react-query';
import { Scale, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { appConfig } from '@app/lib/config.ts';
import { useSession } from '@app/lib/session.ts';
import { setSessionId } from '@app/lib/session-store.ts';
import { useDocumentTitle } from '@app/ui/use-document-title.ts';
import { LanguageSwitch } from '@app/ui/language-switch.tsx';
import { errorText } from '@app/lib/api-errors.ts';
import { loadOwnProfile, useDemoPeople, useDemoSignIn } from './api/auth.ts';
import { Consent } from './components/consent.tsx';
import { DemoSignIn } from './components/demo-sign-in.tsx';
import { TelegramSignIn } from './components/telegram-sign-in.tsx';
import { useIsDesktop } from './use-is-desktop.ts';
import { useSignInLink } from './use-sign-in-link.ts';
import './auth-page.css';

/**
 * /auth. Signed in already, or as soon as the realtime
 * channel reports the bot's confirmation (the session query is invalidated by it): load
 * the profile and go to /profile. Otherwise: the deep link, on desktop its QR, the consent.
 */
export default function AuthPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.title'));
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const desktop = useIsDesktop();
  const signedIn = session.isAuth;
  // Demo mode and a bot never go together (the server's config, carried by the page):
  // in demo mode no link is asked for, and without it no demo people either.
  const demoMode = appConfig().demo;
  const demoPeople = useDemoPeople(demoMode);
  // The bot's confirmation hands this page a new session (the old id is ended): keep it.
  const link = useSignInLink(session.sessionId, !session.isLoading && !signedIn && !demoMode, setSessionId);
  const demo = useDemoSignIn();
  const [pendingDemo, setPendingDemo] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn || !session.sessionId) return;
    let cancelled = false;
    loadOwnProfile(queryClient, session.sessionId)
      .catch((err) => console.error('Error loading the profile after sign-in', err))
      .finally(() => !cancelled && navigate('/profile', { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [signedIn, session.sessionId, queryClient, navigate]);

  const pickDemo = (profileId: number) => {
    setPendingDemo(profileId);
    demo.mutate({ profileId }, { onSettled: () => setPendingDemo(null) });
  };

  let body;
  if (demoMode && !signedIn) {
    body = (
      <p className="auth-note" data-testid="auth-demo-mode">
        {t('auth.demoMode')}
      </p>
    );
  } else if (signedIn || session.isLoading) {
    body = (
      <div className="auth-state" role="status" data-testid="auth-signed-in">
        <Spinner size="l" />
        {signedIn && <p>{t('auth.signedIn')}</p>}
      </div>
    );
  } else if (link.failed) {
    body = (
      <div className="auth-state auth-state--error" role="alert" data-testid="auth-error">
        <TriangleAlert size={32} aria-hidden className="auth-state__icon" />
        <p className="auth-state__title">{t('auth.failed')}</p>
        <p className="hint">{link.failed}</p>
        <Button size="m" mode="bezeled" onClick={() => window.location.reload()}>
          {t('auth.tryAgain')}
        </Button>
      </div>
    );
  } else if (link.unavailable) {
    body = (
      <p className="auth-state hint" data-testid="auth-unavailable">
        {t('auth.notConfigured')}
      </p>
    );
  } else if (!link.link) {
    body = (
      <div className="auth-state" role="status" data-testid="auth-loading">
        <Spinner size="l" />
        {link.retry > 0 && (
          <p className="hint" data-testid="auth-retrying">
            {t('auth.retrying', { n: link.retry })}
          </p>
        )}
      </div>
    );
  } else {
    body = (
      <>
        {link.cancelled && (
          <p className="hint auth-retry-note" role="status" data-testid="auth-cancelled">
            {t(link.cancelled === 'wrong_code' ? 'auth.wrongCode' : 'auth.cancelled')}
          </p>
        )}
        <TelegramSignIn link={link.link} desktop={desktop} />
        {link.retry > 0 && (
          <p className="hint auth-retry-note" data-testid="auth-retrying">
            {t('auth.retrying', { n: link.retry })}
          </p>
        )}
      </>
    );
  }

  return (
    <div className="page auth-page">
      {!signedIn && <LanguageSwitch className="auth-language" />}
      <section className="auth-card auth-main" aria-labelledby="auth-title">
        <div className="auth-brand" aria-hidden>
          <Scale size={28} />
        </div>
        <h1 id="auth-title" className="auth-title">
          {t('auth.title')}
        </h1>
        <p className="auth-subtitle">{t('auth.subtitle')}</p>
        {body}
        <Consent />
      </section>
      {!signedIn && demoMode && demoPeople.data && demoPeople.data.length > 0 && (
        <DemoSignIn
          people={demoPeople.data}
          pendingId={pendingDemo}
          error={demo.error ? errorText(demo.error, t, 'auth.demo.failed') : null}
          onPick={pickDemo}
        />
      )}
    </div>
  );
}
