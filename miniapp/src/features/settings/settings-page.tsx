import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import { ChevronRight, Clock, Globe } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { DEFAULT_TIMEZONE, type Language } from '@shared/constants.ts';
import { useSession } from '@app/lib/session.ts';
import { isLanguage } from '@app/lib/i18n.ts';
import { IconTile } from '@app/ui/icon-tile.tsx';
import { PageHeader } from '@app/ui/page-header.tsx';
import { PageSpinner } from '@app/ui/page-spinner.tsx';
import { useUserSettings } from './api/settings.ts';
import { CalendarSettings } from './components/calendar-settings.tsx';
import { LanguageDialog } from './components/language-dialog.tsx';
import { NotificationSettings } from './components/notification-settings.tsx';
import { SessionList } from './components/session-list.tsx';
import { SignOutButton } from './components/sign-out-button.tsx';
import './settings.css';

type OpenDialog = 'language' | 'timezone' | null;

// The zone picker carries CLDR's city names (some 8 KB gzipped): a chunk of its own, fetched once
// the page is up rather than with it, so it is there by the time the row is tapped.
const loadTimezoneDialog = () => import('./components/timezone-dialog.tsx');
const TimezoneDialog = lazy(() => loadTimezoneDialog().then((m) => ({ default: m.TimezoneDialog })));

/** Settings: language, timezone, notifications, the calendar, sessions, sign-out; signed-in users only. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const settings = useUserSettings();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useEffect(() => {
    void loadTimezoneDialog();
  }, []);

  if (session.isLoading) return <PageSpinner />;
  if (!session.isAuth) return <Redirect to="/auth" replace />;

  const language: Language = isLanguage(settings.data?.language)
    ? settings.data.language
    : isLanguage(i18n.language)
      ? i18n.language
      : 'ru';
  const timezone = settings.data?.timezone ?? DEFAULT_TIMEZONE;
  const onOpenChange = (which: Exclude<OpenDialog, null>) => (open: boolean) => setDialog(open ? which : null);

  return (
    <div className="page settings-page" data-testid="settings-page">
      <PageHeader title={t('settings.title')} />
      <List className="settings-list">
        <Section header={t('settings.general')}>
          <Cell
            before={
              <IconTile tone="blue">
                <Globe size={18} />
              </IconTile>
            }
            description={<SettingValue>{t(`settings.language.endonyms.${language}`)}</SettingValue>}
            after={<Chevron />}
            onClick={() => setDialog('language')}
            data-testid="open-language"
          >
            {t('settings.language.label')}
          </Cell>
          <Cell
            before={
              <IconTile tone="orange">
                <Clock size={18} />
              </IconTile>
            }
            description={<SettingValue testId="current-timezone">{timezone}</SettingValue>}
            after={<Chevron />}
            onClick={() => setDialog('timezone')}
            data-testid="open-timezone"
          >
            {t('settings.timezone.label')}
          </Cell>
        </Section>
        <NotificationSettings />
        <CalendarSettings />
        <SessionList timezone={timezone} />
        <SignOutButton />
      </List>
      <LanguageDialog open={dialog === 'language'} onOpenChange={onOpenChange('language')} current={language} />
      {dialog === 'timezone' && (
        <Suspense fallback={null}>
          <TimezoneDialog open onOpenChange={onOpenChange('timezone')} current={timezone} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * A setting's value under its name, not beside it: on a 360 px phone a zone like
 * "America/Argentina/Buenos_Aires" beside "Часовой пояс" would cut one or the other.
 */
function SettingValue({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className="settings-value" data-testid={testId}>
      {children}
    </span>
  );
}

const Chevron = () => <ChevronRight size={18} aria-hidden className="settings-value__chevron" />;
