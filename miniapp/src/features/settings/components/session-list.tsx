import { Cell, Section, Skeleton } from '@telegram-apps/telegram-ui';
import type { TFunction } from 'i18next';
import { Monitor, Send, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../../../shared/schemas/session.ts';
import { formatRecent } from '../../../lib/date-time.ts';
import { IconTile } from '../../../ui/icon-tile.tsx';
import { useSessions } from '../api/settings.ts';

/** The server names devices in English ("Chrome on Windows"); the list says it in the user's language. */
function deviceLabel(device: string, t: TFunction): string {
  if (device === 'Unknown device') return t('settings.sessions.unknownDevice');
  const m = /^(.+) on (.+)$/.exec(device);
  return m ? t('settings.sessions.device', { app: m[1], os: m[2] }) : device;
}

function DeviceIcon({ device }: { device: string }) {
  const Icon = /Telegram/.test(device) ? Send : /iOS|Android/.test(device) ? Smartphone : Monitor;
  return (
    <IconTile tone="accent" round>
      <Icon size={18} />
    </IconTile>
  );
}

function SessionCell({ session, timezone }: { session: SessionInfo; timezone?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Cell
      before={<DeviceIcon device={session.device} />}
      subtitle={t('settings.sessions.lastSeen', { time: formatRecent(session.lastSeenAt, { language: i18n.language, timezone }) })}
      title={session.userAgent ?? undefined}
      multiline
      data-testid={session.current ? 'session-current' : 'session'}
    >
      {deviceLabel(session.device, t)}
    </Cell>
  );
}

/** The signed-in user's sessions, as Telegram shows them: this device first, then the others. */
export function SessionList({ timezone }: { timezone?: string }) {
  const { t } = useTranslation();
  const sessions = useSessions();
  const list = sessions.data ?? [];
  const current = list.filter((s) => s.current);
  const others = list.filter((s) => !s.current);
  const footer = t('settings.sessions.footer');

  if (sessions.isLoading) {
    return (
      <Section header={t('settings.sessions.current')} data-testid="session-list">
        <Cell before={<IconTile tone="accent" round>{null}</IconTile>} subtitle={<Skeleton visible>{'—'.repeat(12)}</Skeleton>}>
          <Skeleton visible>{'—'.repeat(8)}</Skeleton>
        </Cell>
      </Section>
    );
  }
  if (list.length === 0) {
    return (
      <Section header={t('settings.sessions.title')} footer={footer} data-testid="session-list">
        <Cell multiline>
          <span className="hint">{sessions.isError ? t('settings.sessions.loadFailed') : t('settings.sessions.empty')}</span>
        </Cell>
      </Section>
    );
  }
  return (
    <div className="session-list" data-testid="session-list">
      {current.length > 0 && (
        <Section header={t('settings.sessions.current')} footer={others.length === 0 ? footer : undefined}>
          {current.map((s) => (
            <SessionCell key={s.id} session={s} timezone={timezone} />
          ))}
        </Section>
      )}
      {others.length > 0 && (
        <Section header={t('settings.sessions.title')} footer={footer}>
          {others.map((s) => (
            <SessionCell key={s.id} session={s} timezone={timezone} />
          ))}
        </Section>
      )}
    </div>
  );
}
