import { Cell, Section } from '@telegram-apps/telegram-ui';
import { LogOut } from 'lucide-react';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { IconTile } from '@app/ui/icon-tile.tsx';
import { useSignOut } from '../api/sign-out.ts';

/** Sign-out: confirm, end the session, go to /auth. A failure is logged and the dialog closes. */
export function SignOutButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut({ onSignedOut: () => navigate('/auth', { replace: true }) });
  // The planner's changes kept on this device and not on the server go with the session.
  const unsent = useMutationState({ filters: { mutationKey: ['planner-change'] } }).filter(
    (m) => m.status === 'pending' || m.status === 'error',
  ).length;

  return (
    <>
      <Section>
        <Cell
          before={
            <IconTile tone="danger">
              <LogOut size={18} />
            </IconTile>
          }
          onClick={() => setOpen(true)}
          data-testid="sign-out"
        >
          <span className="settings-danger">{t('settings.signOut.button')}</span>
        </Cell>
      </Section>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('settings.signOut.title')}
        message={unsent > 0 ? t('settings.signOut.unsent', { count: unsent }) : t('settings.signOut.message')}
        confirm={t('settings.signOut.confirm')}
        destructive
        busy={signOut.isPending}
        onConfirm={() => signOut.mutate(undefined, { onSettled: () => setOpen(false) })}
        data-testid="sign-out-dialog"
      />
    </>
  );
}
