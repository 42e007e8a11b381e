import { Cell, Modal, Section } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSession } from '../lib/session.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { activeSection, SECTIONS } from './sections.ts';

/** The phone's "More" tab: every section that has no tab of its own. Lazy (the modal is heavy). */
export default function MoreSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const active = activeSection(location);
  const session = useSession();
  return (
    <Modal
      className="more-sheet"
      open={open}
      onOpenChange={onOpenChange}
      header={<Modal.Header>{t('nav.more')}</Modal.Header>}
    >
      {/* Before sign-in only: afterwards the language is a setting. */}
      {!session.isLoading && !session.isAuth && (
        <Section className="more-sheet__language" header={t('nav.language')}>
          <LanguageSwitch className="more-sheet__language-switch" />
        </Section>
      )}
      <Section className="more-sheet__list">
        {/* Links, as the side navigation's are: Tab reaches them, a screen reader names them links,
            and a long press opens one in a new tab; a click still navigates inside the app. */}
        {SECTIONS.filter((s) => !s.tab).map((s) => (
          <Link key={s.path} href={s.path} asChild onClick={() => onOpenChange(false)}>
            <Cell
              Component="a"
              before={<s.icon size={22} aria-hidden />}
              aria-current={active === s.path ? 'page' : undefined}
              data-testid={`more-${s.path}`}
            >
              {t(s.title)}
            </Cell>
          </Link>
        ))}
      </Section>
    </Modal>
  );
}
