import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@shared/planner-constants.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { callFunction } from '@app/lib/api-client.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { projectsCalls, spacesCalls, tasksCalls } from '@app/lib/calls.ts';
import { showToast, TOAST_DURATION_MS } from '@app/lib/toast.ts';
import type { DeadlineRule } from '@app/ui/deadline-calculator/deadline-query.ts';
import { formatDueDay } from '@app/ui/deadline-calculator/deadline-result.tsx';
import { Modal } from '@app/ui/modal.tsx';

interface Props {
  rule: DeadlineRule;
  due: string;
  title: string;
  onClose: () => void;
}

const spacesOptions = callQueryOptions(spacesCalls.get, {}, { queryKey: ['deadlines', 'spaces'] });
const projectsOptions = callQueryOptions(projectsCalls.get, {}, { queryKey: ['deadlines', 'projects'] });

/**
 * Makes the computed deadline a task: the person picks a project they may add tasks to and a
 * title; the server counts the day again from the rule and keeps the rule with the task. A
 * project without a date property gets one first, once the person agrees to it here.
 */
export default function AddToPlanner({ rule, due, title: initialTitle, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const spaces = useQuery(spacesOptions);
  const projects = useQuery(projectsOptions);
  const writable = useMemo(
    () => (projects.data?.projects ?? []).filter((p) => p.role && p.role.id !== ROLE.viewer),
    [projects.data],
  );
  const [projectId, setProjectId] = useState<number | null>(null);
  const [title, setTitle] = useState(initialTitle);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = writable.find((p) => p.id === projectId) ?? writable[0] ?? null;
  const needsDateSlot = chosen !== null && chosen.property_date === null;
  const spaceTitle = (id: number) => spaces.data?.spaces.find((s) => s.id === id)?.title ?? '';

  const submit = async () => {
    if (!chosen || !title.trim()) return;
    setBusy(true);
    setError(null);
    try {
      if (needsDateSlot)
        await callFunction(projectsCalls.update, {
          id: chosen.id,
          property_date: { title: t('deadlines.page.dateSlot') },
        });
      const { task } = await callFunction(tasksCalls.create, {
        project_id: chosen.id,
        title: title.trim(),
        deadline: rule,
      });
      void client.invalidateQueries({ queryKey: ['planner-data', chosen.id] });
      showToast('success', t('deadlines.page.added', { project: chosen.title }), TOAST_DURATION_MS * 2, {
        href: `/planner?task=${task.id}`,
        label: t('deadlines.page.openTask'),
      });
      onClose();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('deadlines.page.addTitle')}
      testId="deadline-add-dialog"
      busy={busy}
      footer={
        <Button
          mode="filled"
          size="m"
          stretched
          loading={busy}
          disabled={!chosen || !title.trim()}
          onClick={() => void submit()}
          data-testid="deadline-add-submit"
        >
          {needsDateSlot ? t('deadlines.page.addWithSlot') : t('deadlines.page.add')}
        </Button>
      }
    >
      <div className="deadlines-add">
        <p className="deadlines-add__due">{t('deadlines.page.addDue', { day: formatDueDay(due, i18n.language) })}</p>
        <label className="deadline-field" htmlFor="deadline-add-title">
          <span className="deadline-field__label">{t('deadlines.page.taskTitle')}</span>
          <input
            id="deadline-add-title"
            className="deadline-input"
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="deadline-add-title"
          />
        </label>
        {projects.isPending ? (
          <p className="deadline-field__hint">{t('common.loading')}</p>
        ) : writable.length === 0 ? (
          <p className="deadline-field__hint" data-testid="deadline-add-no-projects">
            {t('deadlines.page.noProjects')}
          </p>
        ) : (
          <label className="deadline-field" htmlFor="deadline-add-project">
            <span className="deadline-field__label">{t('deadlines.page.project')}</span>
            <select
              id="deadline-add-project"
              className="deadline-input"
              value={chosen?.id ?? ''}
              onChange={(e) => setProjectId(Number(e.target.value))}
              data-testid="deadline-add-project"
            >
              {writable.map((p) => (
                <option key={p.id} value={p.id}>
                  {spaceTitle(p.space_id) ? `${spaceTitle(p.space_id)} / ${p.title}` : p.title}
                </option>
              ))}
            </select>
          </label>
        )}
        {needsDateSlot && (
          <p className="deadlines-add__slot" role="note" data-testid="deadline-add-slot">
            {t('deadlines.page.slotNeeded', { project: chosen.title })}
          </p>
        )}
        {error && (
          <p className="deadlines-page__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
