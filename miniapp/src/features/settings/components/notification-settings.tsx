import { Cell, Section, Switch } from '@telegram-apps/telegram-ui';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds.ts';
import { useNotificationSettings, useUpdateNotification } from '../api/settings.ts';

/**
 * Settings → Notifications (issue 19): a switch per kind of message the bot sends. Each
 * change is saved at once; the bot's own "turn off" button changes the same switches.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotification();
  const state = settings.data?.notifications;
  const pending = update.isPending ? update.variables?.kind : undefined;

  return (
    <Section
      header={t('notify.settings.title')}
      footer={settings.data && !settings.data.telegram ? t('notify.settings.noTelegram') : t('notify.settings.hint')}
      data-testid="notification-settings"
    >
      {NOTIFICATION_KINDS.map((kind: NotificationKind) => {
        const on = pending === kind ? Boolean(update.variables?.on) : (state?.[kind] ?? true);
        return (
          <Cell
            key={kind}
            Component="label"
            multiline
            subtitle={t(`notify.settings.descriptions.${kind}`)}
            after={
              <Switch
                checked={on}
                disabled={!state || pending === kind}
                onChange={(e) => update.mutate({ kind, on: e.currentTarget.checked })}
                data-testid={`notify-${kind}`}
                aria-label={t(`notify.settings.kinds.${kind}`)}
              />
            }
          >
            {t(`notify.settings.kinds.${kind}`)}
          </Cell>
        );
      })}
    </Section>
  );
}
