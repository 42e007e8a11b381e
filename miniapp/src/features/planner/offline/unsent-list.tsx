import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { Copy, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/lib/api-errors.ts';
import { copyText } from '@app/lib/clipboard.ts';
import { Modal } from '@app/ui/modal.tsx';
import { toast } from '@app/ui/toast.ts';
import type { PlannerChange } from './changes.ts';
import { type AnyMutation, CHANGE_KEY, changeOf, isUnsent, queueChange } from './queue.ts';

/** What a change says, as text the person can copy and type again elsewhere. */
function changeText(change: PlannerChange, t: (key: string) => string): string {
  const lines = [t(`planner.offline.kinds.${change.kind}`)];
  if (change.kind === 'create' || change.kind === 'update') {
    const { title, description } = change.args;
    if (title) lines.push(title);
    if (description) lines.push(description);
  }
  return lines.join('\n');
}

interface Row {
  mutation: AnyMutation;
  change: PlannerChange;
  refusal: string | null;
}

/** The changes made on this device that are not on the server, for the planner's "Not sent" button. */
export function useUnsentRows(): Row[] {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutationState({
    filters: { mutationKey: CHANGE_KEY },
    select: (m) => m as AnyMutation,
  })
    .filter((m) => isUnsent(m, client.getMutationCache().getAll()))
    .map((m) => ({
      mutation: m,
      change: changeOf(m),
      refusal: m.state.status === 'error' ? errorText(m.state.error, t) : null,
    }));
}

/**
 * "Not sent": each change kept on this device, waiting for a connection or refused by the
 * server. A refused one is never dropped silently: its content can be copied, sent again, or
 * deleted by the person.
 */
export function UnsentList({ open, onClose, rows }: { open: boolean; onClose: () => void; rows: Row[] }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const retry = (row: Row) => {
    setBusy(true);
    client.getMutationCache().remove(row.mutation);
    queueChange(client, row.change, { keepRefused: true })
      .catch(() => {
        /* refused again: back in the list (a refusal of a retried change is kept) */
      })
      .finally(() => setBusy(false));
  };
  return (
    <Modal open={open} onClose={onClose} title={t('planner.offline.list.title')} size="md" testId="unsent-list">
      <p className="pl-unsent-list__hint">{t('planner.offline.list.hint')}</p>
      {rows.length === 0 && <p className="pl-unsent-list__empty">{t('planner.offline.list.empty')}</p>}
      <ul className="pl-unsent-list">
        {rows.map((row) => {
          const text = changeText(row.change, t);
          return (
            <li key={row.change.key} className="pl-unsent-list__item" data-testid="unsent-item">
              <div className="pl-unsent-list__text">
                <strong>{text.split('\n')[0]}</strong>
                <span>{text.split('\n').slice(1).join(' · ')}</span>
                <small>
                  {new Date(row.change.at).toLocaleString(i18n.language)} ·{' '}
                  {row.refusal ?? t('planner.offline.list.waiting')}
                </small>
              </div>
              <div className="pl-unsent-list__actions">
                <button
                  type="button"
                  className="pl-unsent-list__button"
                  aria-label={t('planner.offline.list.copy')}
                  title={t('planner.offline.list.copy')}
                  onClick={() =>
                    void copyText(text).then((ok) => ok && toast.success(t('planner.offline.list.copied')))
                  }
                >
                  <Copy size={18} aria-hidden />
                </button>
                {row.refusal && (
                  <>
                    <button
                      type="button"
                      className="pl-unsent-list__button"
                      disabled={busy}
                      aria-label={t('planner.offline.list.retry')}
                      title={t('planner.offline.list.retry')}
                      onClick={() => retry(row)}
                    >
                      <RotateCw size={18} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className="pl-unsent-list__button"
                      aria-label={t('planner.offline.list.discard')}
                      title={t('planner.offline.list.discard')}
                      onClick={() => client.getMutationCache().remove(row.mutation)}
                    >
                      <Trash2 size={18} aria-hidden />
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

/** The planner's way to the list: shown only while something is not sent. */
export function UnsentButton() {
  const { t } = useTranslation();
  const rows = useUnsentRows();
  const [open, setOpen] = useState(false);
  if (rows.length === 0 && !open) return null;
  const refused = rows.some((r) => r.refusal);
  return (
    <>
      <button
        type="button"
        className={`pl-unsent-button${refused ? ' is-refused' : ''}`}
        onClick={() => setOpen(true)}
        data-testid="unsent-button"
      >
        {t('planner.offline.list.open', { count: rows.length })}
      </button>
      <UnsentList open={open} onClose={() => setOpen(false)} rows={rows} />
    </>
  );
}
