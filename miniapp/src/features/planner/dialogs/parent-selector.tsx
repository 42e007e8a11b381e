import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project, Space } from '@shared/schemas/planner.ts';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';

export interface ParentValue {
  spaceId: number | null;
  projectId: number | null;
}

/**
 * Space for a project, space then project for a task. In create mode a choice
 * applies at once; in edit mode it is held and confirmed, and refused without the role
 * (a task's project is changed by space owners and admins, a project's space by owners).
 */
export function ParentSelector({
  type,
  mode,
  value,
  onChange,
  spaces,
  projects,
  projectsLoading,
  refusal,
}: {
  type: 'project' | 'task';
  mode: 'create' | 'edit';
  value: ParentValue;
  onChange: (next: ParentValue) => void;
  spaces: Space[];
  projects: Project[];
  projectsLoading: boolean;
  /** Set in edit mode when the caller may not move the entity: the refusal text. */
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const [held, setHeld] = useState<ParentValue | null>(null);
  const [refused, setRefused] = useState(false);
  // A task's space picked in edit mode, before a project of it is confirmed: Cancel restores.
  const [spaceBefore, setSpaceBefore] = useState<number | null | undefined>(undefined);

  const propose = (next: ParentValue) => {
    if (mode === 'create') return onChange(next);
    if (refusal) {
      setRefused(true);
      return;
    }
    setHeld(next);
  };

  const heldTitle =
    held &&
    (type === 'task'
      ? projects.find((p) => p.id === held.projectId)?.title
      : spaces.find((s) => s.id === held.spaceId)?.title);

  return (
    <div className="pl-parent" data-testid="parent-selector">
      <label className="pl-field">
        <span className="pl-field__label">{t('planner.form.space')}</span>
        <select
          className="pl-select"
          value={value.spaceId ?? ''}
          onChange={(e) => {
            const spaceId = e.target.value ? Number(e.target.value) : null;
            if (type === 'project') return propose({ spaceId, projectId: null });
            // A task needs a project of the new space: the space alone changes nothing yet.
            if (mode === 'create') return onChange({ spaceId, projectId: null });
            if (refusal) return setRefused(true);
            if (spaceBefore === undefined) setSpaceBefore(value.spaceId);
            onChange({ spaceId, projectId: value.projectId });
          }}
          data-testid="parent-space"
        >
          <option value="">{t('planner.form.chooseSpace')}</option>
          {spaces.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </label>
      {type === 'task' && (
        <label className="pl-field">
          <span className="pl-field__label">{t('planner.form.project')}</span>
          <select
            className="pl-select"
            value={
              value.spaceId === null
                ? ''
                : projects.some((p) => p.id === value.projectId)
                  ? (value.projectId ?? '')
                  : ''
            }
            onChange={(e) => e.target.value && propose({ spaceId: value.spaceId, projectId: Number(e.target.value) })}
            disabled={value.spaceId === null}
            data-testid="parent-project"
          >
            <option value="">
              {value.spaceId === null
                ? t('planner.form.selectSpaceFirst')
                : projectsLoading
                  ? t('common.loading')
                  : t('planner.form.chooseProject')}
            </option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {type === 'task' && value.spaceId === null && (
        <p className="pl-hint-text">{t('planner.form.selectSpaceFirst')}</p>
      )}
      {refused && refusal && (
        <p className="pl-refusal" role="alert" data-testid="parent-refusal">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={held !== null}
        onOpenChange={(open) => {
          if (open) return;
          setHeld(null);
          if (spaceBefore !== undefined) onChange({ spaceId: spaceBefore, projectId: value.projectId });
          setSpaceBefore(undefined);
        }}
        title={t(type === 'task' ? 'planner.form.moveTaskTitle' : 'planner.form.moveProjectTitle')}
        message={t(type === 'task' ? 'planner.form.moveTaskMessage' : 'planner.form.moveProjectMessage', {
          title: heldTitle ?? '',
        })}
        confirm={t('planner.form.move')}
        onConfirm={() => {
          if (held) onChange(held);
          setHeld(null);
          setSpaceBefore(undefined);
        }}
        data-testid="parent-confirm"
      />
    </div>
  );
}
