import { CloudOff, TriangleAlert } from 'lucide-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unsent } from './use-changes.ts';

/** The tasks with a change not on the server, given once by the planner's frame to every view. */
export const UnsentTasks = createContext<ReadonlyMap<number, Unsent>>(new Map());

/**
 * Beside a task's title wherever it shows: its change is kept on this device and not sent yet
 * (a cloud crossed out), or the server refused it (a warning, saying why).
 */
export function UnsentMark({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const unsent = useContext(UnsentTasks).get(taskId);
  if (!unsent) return null;
  const label = unsent.refusal ? t('planner.offline.refused', { reason: unsent.refusal }) : t('planner.offline.mark');
  const Icon = unsent.refusal ? TriangleAlert : CloudOff;
  return (
    <span
      className={`pl-unsent${unsent.refusal ? ' is-refused' : ''}`}
      role="img"
      aria-label={label}
      title={label}
      data-testid="unsent-mark"
    >
      <Icon size={14} aria-hidden />
    </span>
  );
}
