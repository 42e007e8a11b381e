import { Cell, Modal, Section } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../lib/session.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { SECTIONS } from './sections.ts';

/** The phone's "More" tab: every section that has no tab of its own. Lazy (the modal is heavy). */
export default function MoreSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  return (
    <Modal
      className="more-sheet"
      open={open}
      onOpenChange={onOpenChange}
      header={<Modal.Header>{t('nav.more')}</Modal.Header>}
    >
      {/* Before sign-in only: afterwards the language is a setting (issue 33 §15). */}
      {!session.isLoading && !session.isAuth && (
        <Section className="more-sheet__language" header={t('nav.language')}>
          <LanguageSwitch className="more-sheet__language-switch" />
        </Section>
      )}
      <Section className="more-sheet__list">
        {SECTIONS.filter((s) => !s.tab).map((s) => (
          <Cell
            key={s.path}
            before={<s.icon size={22} aria-hidden />}
            onClick={() => {
              onOpenChange(false);
              navigate(s.path);
            }}
          >
            {t(s.title)}
          </Cell>
        ))}
      </Section>
    </Modal>
  );
}
