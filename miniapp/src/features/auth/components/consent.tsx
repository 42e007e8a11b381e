import { Trans } from 'react-i18next';
import { Link } from 'wouter';

/** The consent line with the agreement and privacy posts. */
export function Consent() {
  return (
    <p className="auth-consent">
      <Trans
        i18nKey="auth.consent"
        components={{ agreement: <Link href="/post/useragreement" />, privacy: <Link href="/post/privacy" /> }}
      />
    </p>
  );
}
