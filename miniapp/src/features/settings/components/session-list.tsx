import { Cell, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { Monitor, Send, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../../../shared/schemas/session.ts';
import { formatRecent } from '../../../lib/date-time.ts';
import { Chip } from '../../../ui/chip.tsx';
import { useSessions } from '../api/get-sessions.ts';

function DeviceIcon({ device }: { device: string }) {
  const Icon = /Telegram/.test(device) ? Send : /iOS|Android/.test(device) ? Smartphone : Monitor;
  return (
    <span className="settings-icon settings-icon--device" aria-hidden>
      <Icon size={18} />
    </span>
  );
}

/** The signed-in user's sessions (devices), this one first and marked. */
export function SessionList({ timezone }: { timezone?: string }) {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const list = [...(sessions.data ?? [])].sort((a: SessionInfo, b: SessionInfo) => Number(b.current) - Number(a.current));

  return (
    <Section header={t('settings.sessions.title')} footer={t('settings.sessions.footer')} data-testid="session-list">
      {sessions.isLoading ? (
        <Cell before={<span className="settings-icon settings-icon--device" />} subtitle={<Skeleton visible>{'—'.repeat(12)}</Skeleton>}>
          <Skeleton visible>{'—'.repeat(8)}</Skeleton>
        </Cell>
      ) : list.length === 0 ? (
        <Cell multiline className="hint">
          {sessions.isError ? t('settings.sessions.loadFailed') : t('settings.sessions.empty')}
        </Cell>
      ) : (
        list.map((s) => (
          <Cell
            key={s.id}
            before={<DeviceIcon device={s.device} />}
            subtitle={t('settings.sessions.lastSeen', { time: formatRecent(s.lastSeenAt, { language: i18n.language, timezone }) })}
            after={s.current ? <Chip tone="accent">{t('settings.sessions.current')}</Chip> : undefined}
            title={s.userAgent ?? undefined}
            data-testid={s.current ? 'session-current' : 'session'}
          >
            {s.device}
          </Cell>
        ))
      )}
    </Section>
  );
}
