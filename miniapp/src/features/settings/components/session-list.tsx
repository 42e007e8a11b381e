import { Button, Cell, Section, Skeleton } from '@telegram-apps/telegram-ui';
import type { TFunction } from 'i18next';
import { LogOut, Monitor, Send, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '@shared/schemas/session.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { formatRecent } from '@app/lib/date-time.ts';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { IconTile } from '@app/ui/icon-tile.tsx';
import { useRevokeSession, useSessions, useSignOutOthers } from '../api/settings.ts';

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

function SessionCell({
  session,
  timezone,
  onRevoke,
}: {
  session: SessionInfo;
  timezone?: string;
  onRevoke?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const seen = t('settings.sessions.lastSeen', {
    time: formatRecent(session.lastSeenAt, { language: i18n.language, timezone }),
  });
  return (
    <Cell
      before={<DeviceIcon device={session.device} />}
      subtitle={session.network ? `${seen} · ${t('settings.sessions.network', { network: session.network })}` : seen}
      title={session.userAgent ?? undefined}
      after={
        onRevoke && (
          <Button
            size="s"
            mode="plain"
            onClick={onRevoke}
            aria-label={t('settings.sessions.revoke')}
            data-testid="session-revoke"
          >
            <LogOut size={18} aria-hidden />
          </Button>
        )
      }
      multiline
      data-testid={session.current ? 'session-current' : 'session'}
    >
      {deviceLabel(session.device, t)}
    </Cell>
  );
}

/** Ending another session (one, or all the others), each behind a confirmation. */
function useSessionActions() {
  const revoke = useRevokeSession();
  const others = useSignOutOthers();
  const [asked, setAsked] = useState<SessionInfo | 'others' | null>(null);
  const close = () => setAsked(null);
  const confirm = () => {
    if (asked === 'others') others.mutate({}, { onSettled: close });
    else if (asked) revoke.mutate({ data: { id: asked.id } }, { onSettled: close });
  };
  return {
    asked,
    setAsked,
    close,
    confirm,
    busy: revoke.isPending || others.isPending,
    error: revoke.error ?? others.error,
  };
}

/** The signed-in user's sessions, as Telegram shows them: this device first, then the others. */
export function SessionList({ timezone }: { timezone?: string }) {
  const { t } = useTranslation();
  const sessions = useSessions();
  const actions = useSessionActions();
  const list = sessions.data ?? [];
  const current = list.filter((s) => s.current);
  const others = list.filter((s) => !s.current);
  const footer = t('settings.sessions.footer');

  if (sessions.isLoading) {
    return (
      <Section header={t('settings.sessions.current')} data-testid="session-list">
        <Cell
          before={
            <IconTile tone="accent" round>
              {null}
            </IconTile>
          }
          subtitle={<Skeleton visible>{'—'.repeat(12)}</Skeleton>}
        >
          <Skeleton visible>{'—'.repeat(8)}</Skeleton>
        </Cell>
      </Section>
    );
  }
  if (list.length === 0) {
    return (
      <Section header={t('settings.sessions.title')} footer={footer} data-testid="session-list">
        <Cell multiline>
          <span className="hint">
            {sessions.isError ? t('settings.sessions.loadFailed') : t('settings.sessions.empty')}
          </span>
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
            <SessionCell key={s.id} session={s} timezone={timezone} onRevoke={() => actions.setAsked(s)} />
          ))}
          <Cell onClick={() => actions.setAsked('others')} data-testid="sign-out-others">
            <span className="settings-danger">{t('settings.sessions.revokeOthers')}</span>
          </Cell>
        </Section>
      )}
      {actions.error && (
        <p className="error-text" role="alert" data-testid="session-revoke-error">
          {errorText(actions.error, t, 'settings.sessions.revokeFailed')}
        </p>
      )}
      <ConfirmDialog
        open={actions.asked !== null}
        onOpenChange={(open) => !open && actions.close()}
        title={t(actions.asked === 'others' ? 'settings.sessions.revokeOthersTitle' : 'settings.sessions.revokeTitle')}
        message={
          actions.asked === 'others'
            ? t('settings.sessions.revokeOthersMessage')
            : actions.asked
              ? t('settings.sessions.revokeMessage', { device: deviceLabel(actions.asked.device, t) })
              : undefined
        }
        confirm={t(
          actions.asked === 'others' ? 'settings.sessions.revokeOthersConfirm' : 'settings.sessions.revokeConfirm',
        )}
        destructive
        busy={actions.busy}
        onConfirm={actions.confirm}
        data-testid="session-revoke-dialog"
      />
    </div>
  );
}
