import { Section } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSession } from '../lib/session.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { Modal } from '../ui/modal.tsx';
import { activeSection, SECTIONS } from './sections.ts';

/**
 * The phone's "More" tab: every section that has no tab of its own, in a sheet that ends above
 * the tabs. The app's own modal: telegram-ui's drawer measured the page and moved focus in three
 * forced layouts of the whole page behind it, 0.4 s of a mid-range phone's tap.
 */
export default function MoreSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const active = activeSection(location);
  const session = useSession();
  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('nav.more')}
      testId="more-sheet"
      layerClassName="more-sheet"
      bodyClassName="lp-modal__body--flush"
    >
      {/* Before sign-in only: afterwards the language is a setting. */}
      {!session.isLoading && !session.isAuth && (
        <Section className="more-sheet__language" header={t('nav.language')}>
          <LanguageSwitch className="more-sheet__language-switch" />
        </Section>
      )}
      {/* Links, as the side navigation's are: Tab reaches them, a screen reader names them links,
          and a long press opens one in a new tab; a click still navigates inside the app. Plain
          rows rather than telegram-ui's cells, whose ripples and typography were most of the
          sheet's render. */}
      <nav className="more-sheet__list" aria-label={t('nav.more')}>
        {SECTIONS.filter((s) => !s.tab).map((s) => (
          <Link
            key={s.path}
            href={s.path}
            className="more-sheet__item"
            onClick={() => onOpenChange(false)}
            aria-current={active === s.path ? 'page' : undefined}
            data-testid={`more-${s.path}`}
          >
            <s.icon size={22} aria-hidden />
            <span>{t(s.title)}</span>
          </Link>
        ))}
      </nav>
    </Modal>
  );
}
