import { Cell, Section, Switch } from '@telegram-apps/telegram-ui';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds.ts';
import { appConfig } from '@app/lib/config.ts';
import { askWriteAccess, openTelegramLink } from '@app/lib/telegram/native.tsx';
import { useNotificationSettings, useUpdateNotification } from '../api/settings.ts';

/**
 * Settings → Notifications: a switch per kind of message the bot sends. Each
 * change is saved at once; the bot's own "turn off" button changes the same switches.
 *
 * Inside Telegram, turning a kind on asks the person to let the bot write to them
 * when the launch data says they have not (Telegram's own prompt, Bot API 6.9). A person who
 * blocked the bot cannot be asked that way: the section says so and opens the bot's chat,
 * where Telegram offers "Unblock".
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotification();
  const [refused, setRefused] = useState(false);
  const state = settings.data?.notifications;
  const blocked = settings.data?.botBlocked ?? false;
  const pending = update.isPending ? update.variables?.kind : undefined;
  const bot = appConfig().botUsername?.replace(/^@/, '');
  const botChat = bot ? `https://t.me/${bot}` : null;

  const change = (kind: NotificationKind, on: boolean) => {
    update.mutate({ kind, on });
    if (on && !blocked) void askWriteAccess().then((r) => setRefused(r === 'refused'));
  };

  let footer = t('notify.settings.hint');
  if (settings.data && !settings.data.telegram) footer = t('notify.settings.noTelegram');
  else if (refused) footer = t('notify.settings.writeRefused');

  return (
    <Section header={t('notify.settings.title')} footer={footer} data-testid="notification-settings">
      {blocked && (
        // Not a Cell: its tap surface would cover the link.
        <div className="notify-blocked" data-testid="notify-bot-blocked">
          <MessageCircle size={20} aria-hidden className="notify-blocked__icon" />
          <div>
            <p>{t('notify.settings.blocked')}</p>
            {botChat && (
              <a
                href={botChat}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => {
                  if (openTelegramLink(botChat)) e.preventDefault();
                }}
                data-testid="notify-open-bot"
              >
                {t('notify.settings.openBot')}
              </a>
            )}
          </div>
        </div>
      )}
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
                onChange={(e) => change(kind, e.currentTarget.checked)}
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
