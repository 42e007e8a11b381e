import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CareerListArgs } from '@shared/career/career-query.ts';
import { useSession } from '@app/lib/session.ts';
import { toast } from '@app/lib/toast.ts';
import { useCareerAlert, useDeleteCareerAlert, useSaveCareerAlert } from '../api/career-alert.ts';

/**
 * "Notify me" on the vacancies tab: saves the current search and filters; the bot
 * then sends new vacancies that match. Signed-in people only; one saved filter a person.
 */
export function NotifyMe({ args }: { args: CareerListArgs }) {
  const { t } = useTranslation();
  const session = useSession();
  const alert = useCareerAlert(session.isAuth);
  const save = useSaveCareerAlert();
  const remove = useDeleteCareerAlert();
  if (!session.isAuth) return null;
  const { tab: _tab, ...filter } = args;
  const saved = alert.data?.careerAlert ?? null;
  const same = saved !== null && JSON.stringify(normalize(saved)) === JSON.stringify(normalize(filter));

  if (same) {
    return (
      <button
        type="button"
        className="career-notify career-notify--on"
        data-testid="career-notify-stop"
        disabled={remove.isPending}
        onClick={() => remove.mutate({}, { onSuccess: () => toast.success(t('notify.career.stopped')) })}
      >
        <BellOff size={16} aria-hidden />
        {t('notify.career.stop')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="career-notify"
      data-testid="career-notify-me"
      disabled={save.isPending}
      onClick={() => save.mutate({ filter }, { onSuccess: () => toast.success(t('notify.career.saved')) })}
    >
      <Bell size={16} aria-hidden />
      {t('notify.career.notifyMe')}
    </button>
  );
}

/** The same filter whatever the order of keys and of chosen values, empty ones left out. */
function normalize(f: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}
