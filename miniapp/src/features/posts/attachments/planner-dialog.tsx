import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventItem } from '@shared/schemas/career.ts';
import { Modal } from '@app/ui/modal.tsx';
import { showToast } from '@app/ui/toast.ts';
import { useCreatePlannerTask, useOwnProjects } from './api.ts';

/** "Add to my planner": a task titled like the event, dated with its start, in a project the reader picks. */
export function PlannerDialog({ event, onClose }: { event: EventItem; onClose: () => void }) {
  const { t } = useTranslation();
  const projects = useOwnProjects(true);
  const create = useCreatePlannerTask();
  const [projectId, setProjectId] = useState<number | null>(null);
  const chosen = projectId ?? projects.data?.[0]?.id ?? null;

  const add = () => {
    if (chosen === null) return;
    create.mutate(
      { project_id: chosen, title: event.title, value_date: event.start_date },
      {
        onSuccess: ({ task }) => {
          showToast('success', t('posts.attachments.planner.added'), 6000, {
            href: `/planner?task=${task.id}`,
            label: t('posts.attachments.planner.open'),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      busy={create.isPending}
      size="sm"
      title={t('posts.attachments.planner.title')}
      testId="planner-dialog"
      footer={
        <div className="post-editor__actions">
          <Button type="button" mode="gray" size="m" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="button"
            mode="filled"
            size="m"
            onClick={add}
            disabled={chosen === null}
            loading={create.isPending}
            data-testid="planner-dialog-add"
          >
            {t('posts.attachments.planner.add')}
          </Button>
        </div>
      }
    >
      {projects.isPending ? (
        <p role="status">{t('posts.card.loading')}</p>
      ) : projects.data?.length ? (
        <label className="post-field">
          <span className="post-field__label">{t('posts.attachments.planner.project')}</span>
          <select
            className="post-input"
            value={chosen ?? ''}
            onChange={(e) => setProjectId(Number(e.target.value))}
            data-testid="planner-dialog-project"
          >
            {projects.data.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p data-testid="planner-dialog-empty">{t('posts.attachments.planner.noProjects')}</p>
      )}
    </Modal>
  );
}
