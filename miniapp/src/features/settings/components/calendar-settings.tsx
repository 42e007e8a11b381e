import { Button, Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { CalendarDays, Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_SCOPES, type CalendarScope } from '@shared/schemas/calendar-feed.ts';
import { copyText } from '@app/lib/clipboard.ts';
import { telegramEnv } from '@app/lib/telegram/index.ts';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { IconTile } from '@app/ui/icon-tile.tsx';
import { toast } from '@app/ui/toast.ts';
import { useCalendarFeed, useCalendarFeedScope, useRotateCalendarFeed } from '../api/calendar-feed.ts';

/**
 * Settings → Calendar: the planner's subscription address with a copy button, a
 * webcal:// link that Apple Calendar and Outlook open as a subscription (not inside Telegram:
 * its openLink takes only http(s), so there the address is copied by hand), how to add it to
 * Google Calendar, which tasks it carries, and a new address when the old one leaked.
 */
export function CalendarSettings() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const setScope = useCalendarFeedScope();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const inTelegram = telegramEnv() !== null;
  const url = feed.data?.url;
  const scope: CalendarScope | undefined = setScope.isPending ? setScope.variables?.scope : feed.data?.scope;

  const copy = async () => {
    if (!url) return;
    if (await copyText(url)) toast.success(t('settings.calendar.copied'));
    else toast.warning(t('settings.calendar.copyFailed'));
  };

  return (
    <>
      <Section
        header={t('settings.calendar.title')}
        footer={t('settings.calendar.hint')}
        data-testid="calendar-settings"
      >
        <Cell
          multiline
          before={
            <IconTile tone="accent">
              <CalendarDays size={18} />
            </IconTile>
          }
          description={
            <span className="calendar-feed__url" data-testid="calendar-url">
              {url ?? (feed.isError ? t('settings.calendar.loadFailed') : '…')}
            </span>
          }
        >
          {t('settings.calendar.address')}
        </Cell>
        <div className="calendar-feed__actions">
          <Button
            size="s"
            mode="bezeled"
            before={<Copy size={16} aria-hidden />}
            disabled={!url}
            onClick={copy}
            data-testid="calendar-copy"
          >
            {t('settings.calendar.copy')}
          </Button>
          {!inTelegram && url && (
            <Button
              size="s"
              mode="bezeled"
              Component="a"
              href={url.replace(/^https?:/, 'webcal:')}
              before={<ExternalLink size={16} aria-hidden />}
              data-testid="calendar-webcal"
            >
              {t('settings.calendar.webcal')}
            </Button>
          )}
        </div>
        <div className="calendar-feed__how hint">
          <p>{inTelegram ? t('settings.calendar.telegramNote') : t('settings.calendar.howApple')}</p>
          <p data-testid="calendar-google">{t('settings.calendar.howGoogle')}</p>
        </div>
      </Section>
      <Section header={t('settings.calendar.scope')}>
        <div role="radiogroup" aria-label={t('settings.calendar.scope')}>
          {CALENDAR_SCOPES.map((s) => (
            <Cell
              key={s}
              Component="label"
              multiline
              before={
                <Radio
                  name="calendar-scope"
                  value={s}
                  checked={scope === s}
                  disabled={!feed.data || setScope.isPending}
                  onChange={() => setScope.mutate({ scope: s })}
                  // telegram-ui's Cell label does not name the input for axe: named here.
                  aria-label={t(`settings.calendar.scopes.${s}`)}
                  data-testid={`calendar-scope-${s}`}
                />
              }
              description={t(`settings.calendar.scopeHints.${s}`)}
              data-testid={`calendar-scope-cell-${s}`}
            >
              {t(`settings.calendar.scopes.${s}`)}
            </Cell>
          ))}
        </div>
        <Cell
          before={
            <IconTile tone="danger">
              <RefreshCw size={18} />
            </IconTile>
          }
          disabled={!feed.data}
          onClick={() => setConfirming(true)}
          data-testid="calendar-rotate"
        >
          <span className="settings-danger">{t('settings.calendar.rotate')}</span>
        </Cell>
      </Section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.calendar.rotateTitle')}
        message={t('settings.calendar.rotateMessage')}
        confirm={t('settings.calendar.rotateConfirm')}
        destructive
        busy={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(
            {},
            {
              onSuccess: () => toast.success(t('settings.calendar.rotated')),
              onSettled: () => setConfirming(false),
            },
          )
        }
        data-testid="calendar-rotate-dialog"
      />
    </>
  );
}
