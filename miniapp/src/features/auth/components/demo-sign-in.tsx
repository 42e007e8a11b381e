import { Spinner } from '@telegram-apps/telegram-ui';
import { ChevronRight, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DemoPerson } from '@shared/schemas/auth.ts';
import { Avatar } from '@app/ui/avatar.tsx';

/** Demo mode only: sign in as one of the seeded lawyers, to try the product without a bot. */
export function DemoSignIn({
  people,
  pendingId,
  error,
  onPick,
}: {
  people: DemoPerson[];
  pendingId: number | null;
  error: string | null;
  onPick: (profileId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="auth-card auth-demo" aria-labelledby="auth-demo-title" data-testid="demo-sign-in">
      <header className="auth-demo__header">
        <span className="auth-demo__icon" aria-hidden>
          <FlaskConical size={18} />
        </span>
        <div>
          <h2 id="auth-demo-title">{t('auth.demo.title')}</h2>
          <p>{t('auth.demo.hint')}</p>
        </div>
      </header>
      {error && <p className="error-text auth-demo__error">{error}</p>}
      <ul className="auth-demo__list">
        {people.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="auth-demo__person"
              onClick={() => onPick(p.id)}
              disabled={pendingId !== null}
              data-testid={`demo-person-${p.username}`}
              aria-label={`${t('auth.demo.signIn')}: ${p.name}`}
            >
              <Avatar src={p.avatar} name={p.name} size={40} />
              <span className="auth-demo__text">
                <span className="auth-demo__name">{p.name}</span>
                {p.about && <span className="auth-demo__about">{p.about}</span>}
              </span>
              {pendingId === p.id ? (
                <Spinner size="s" />
              ) : (
                <ChevronRight size={18} className="auth-demo__chevron" aria-hidden />
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
