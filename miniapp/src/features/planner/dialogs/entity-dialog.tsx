import { useAtomValue, useSetAtom } from 'jotai';
import { Archive, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subtasksPayload } from '../../../../../shared/planner/subtasks.ts';
import type { Project, Space, Subtask, Task } from '../../../../../shared/schemas/planner.ts';
import { DEFAULT_SPACE_COLOR, DEFAULT_SPACE_ICON, LIMITS, ROLE } from '../constants.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { toast } from '../../../ui/toast.ts';
import { useArchiveProject } from '../api/archive-project.ts';
import { useArchiveSpace } from '../api/archive-space.ts';
import { useArchiveTask } from '../api/archive-task.ts';
import { useCreateProject } from '../api/create-project.ts';
import { useCreateSpace } from '../api/create-space.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useMembers } from '../api/get-members.ts';
import { usePlannerData } from '../api/get-planner-data.ts';
import { useProjects } from '../api/get-projects.ts';
import { useSpaces } from '../api/get-spaces.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { useUpdateSpace } from '../api/update-space.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { AutoTextarea } from '../components/auto-textarea.tsx';
import { canManage } from '../layout/use-current-selection.ts';
import type { EntityType, PlannerDialog } from '../state/dialogs.ts';
import { selectedProjectIdAtom, selectProjectAtom, selectSpaceAtom, selectedSpaceIdAtom } from '../state/selection.ts';
import { AppearancePicker, type SpaceColorName, type SpaceIconName } from './appearance-picker.tsx';
import { ParentSelector, type ParentValue } from './parent-selector.tsx';
import { PropertiesPanel } from './properties/properties-panel.tsx';
import { valuesOf, valuesPayload, type ValueState } from './properties/values.ts';
import { SubtaskList } from './subtask-list.tsx';

type EntityDialogState = Extract<PlannerDialog, { kind: 'entity' }>;

interface FormState {
  title: string;
  description: string;
  icon: SpaceIconName;
  color: SpaceColorName;
  parent: ParentValue;
  subtasks: Subtask[];
  values: ValueState;
}

/**
 * The create/edit dialog for a space, project or task (spec planner §2). Finds the entity
 * to edit in the caches the views already hold, then hands it to the form.
 */
export default function EntityDialog({ dialog, onClose }: { dialog: EntityDialogState; onClose: () => void }) {
  const { t } = useTranslation();
  const selectedProjectId = useAtomValue(selectedProjectIdAtom);
  const selectedSpaceId = useAtomValue(selectedSpaceIdAtom);
  const spaces = useSpaces();
  const allProjects = useProjects(null, { enabled: dialog.type === 'project' && dialog.mode === 'edit' });
  const plannerData = usePlannerData(dialog.type === 'task' && dialog.mode === 'edit' ? selectedProjectId : null);

  if (dialog.mode === 'create') {
    const spaceId = dialog.spaceId ?? selectedSpaceId;
    const initial: FormState = {
      title: '',
      description: '',
      icon: DEFAULT_SPACE_ICON,
      color: DEFAULT_SPACE_COLOR,
      parent: { spaceId: spaceId ?? null, projectId: dialog.type === 'task' ? (dialog.projectId ?? selectedProjectId ?? null) : null },
      subtasks: [],
      values: valuesOf(null),
    };
    return <EntityForm type={dialog.type} mode="create" initial={initial} spaces={spaces.data ?? []} onClose={onClose} />;
  }

  let entity: Space | Project | Task | undefined;
  let originalSpaceId: number | null = null;
  let pending = false;
  if (dialog.type === 'space') {
    entity = spaces.data?.find((s) => s.id === dialog.id);
    originalSpaceId = entity?.id ?? null;
    pending = spaces.isPending;
  } else if (dialog.type === 'project') {
    entity = allProjects.data?.find((p) => p.id === dialog.id);
    originalSpaceId = (entity as Project | undefined)?.space_id ?? null;
    pending = allProjects.isPending;
  } else {
    entity = plannerData.data?.tasks.find((task) => task.id === dialog.id);
    originalSpaceId = plannerData.data?.space.id ?? null;
    pending = plannerData.isPending;
  }

  if (!entity) {
    return (
      <Modal open onClose={onClose} size="md" title={t(`planner.form.editTitle.${dialog.type}`)} testId="entity-dialog">
        <p className={pending ? 'pl-muted' : 'pl-error'}>{pending ? t('common.loading') : t('planner.form.notFound')}</p>
      </Modal>
    );
  }

  const e = entity as Partial<Space & Project & Task>;
  const initial: FormState = {
    title: e.title ?? '',
    description: e.description ?? '',
    icon: (e.icon as SpaceIconName) ?? DEFAULT_SPACE_ICON,
    color: (e.color as SpaceColorName) ?? DEFAULT_SPACE_COLOR,
    parent: { spaceId: originalSpaceId, projectId: e.project_id ?? null },
    subtasks: e.subtasks ?? [],
    values: valuesOf(dialog.type === 'space' ? null : (entity as Task | Project)),
  };
  const spaceRole = spaces.data?.find((s) => s.id === originalSpaceId)?.role ?? null;
  return (
    <EntityForm
      key={entity.id}
      type={dialog.type}
      mode="edit"
      id={entity.id}
      initial={initial}
      spaces={spaces.data ?? []}
      hadSubtasks={(e.subtasks?.length ?? 0) > 0}
      refusal={
        dialog.type === 'task'
          ? canManage(spaceRole)
            ? null
            : t('planner.form.refuseProject')
          : dialog.type === 'project' && spaceRole?.id !== ROLE.owner
            ? t('planner.form.refuseSpace')
            : null
      }
      onClose={onClose}
    />
  );
}

function EntityForm({
  type,
  mode,
  id,
  initial,
  spaces,
  hadSubtasks = false,
  refusal = null,
  onClose,
}: {
  type: EntityType;
  mode: 'create' | 'edit';
  id?: number;
  initial: FormState;
  spaces: Space[];
  hadSubtasks?: boolean;
  refusal?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormState>(initial);
  const [titleError, setTitleError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const selectSpace = useSetAtom(selectSpaceAtom);
  const selectProject = useSetAtom(selectProjectAtom);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));

  const spaceProjects = useProjects(form.parent.spaceId, { enabled: type === 'task' && form.parent.spaceId !== null });
  const parentSlots =
    type === 'task'
      ? (spaceProjects.data?.find((p) => p.id === form.parent.projectId) ?? null)
      : type === 'project'
        ? (spaces.find((s) => s.id === form.parent.spaceId) ?? null)
        : null;
  const needsPeople = !!parentSlots?.property_people;
  const members = useMembers(
    needsPeople ? (type === 'task' ? { type: 'project', id: form.parent.projectId! } : { type: 'space', id: form.parent.spaceId! }) : null,
  );

  const creates = { space: useCreateSpace(), project: useCreateProject(), task: useCreateTask() };
  const updates = { space: useUpdateSpace(), project: useUpdateProject(), task: useUpdateTask() };
  const archives = { space: useArchiveSpace(), project: useArchiveProject(), task: useArchiveTask() };
  const saving = creates[type].isPending || updates[type].isPending;

  const submit = async () => {
    const title = form.title.trim();
    if (!title) {
      setTitleError(true);
      return;
    }
    const description = form.description.trim() ? form.description : null;
    const values = valuesPayload(form.values, parentSlots);
    setError(null);
    try {
      if (type === 'space') {
        const body = { title, description, icon: form.icon, color: form.color };
        if (mode === 'create') {
          const { space } = await creates.space.mutateAsync(body);
          selectSpace(space.id);
        } else await updates.space.mutateAsync({ id: id!, ...body });
      } else if (type === 'project') {
        if (form.parent.spaceId === null) return setError(t('planner.form.spaceRequired'));
        if (mode === 'create') {
          const { project } = await creates.project.mutateAsync({ space_id: form.parent.spaceId, title, description, ...values });
          selectProject({ id: project.id, space_id: form.parent.spaceId });
        } else {
          await updates.project.mutateAsync({ id: id!, space_id: form.parent.spaceId, title, description, ...values });
        }
      } else {
        if (form.parent.projectId === null) return setError(t('planner.form.projectRequired'));
        const subtasks = subtasksPayload(form.subtasks);
        if (mode === 'create') await creates.task.mutateAsync({ project_id: form.parent.projectId, title, description, subtasks, ...values });
        // Removing every subtask must reach the server: an empty list, not "unchanged".
        else await updates.task.mutateAsync({ id: id!, project_id: form.parent.projectId, title, description, subtasks: subtasks ?? (hadSubtasks ? [] : undefined), ...values });
      }
      toast.success(t(`planner.form.saved.${mode}.${type}`, { title }));
      onClose();
    } catch (err) {
      setError((err as Error).message || t('common.errors.generic'));
    }
  };

  const archive = () => {
    archives[type].mutate(
      { id: id! },
      {
        onSuccess: () => {
          setConfirmArchive(false);
          toast.success(t(`planner.archive.done.${type}`));
          onClose();
        },
        // Spec §8: archive failures are only logged.
        onError: (err) => {
          console.error(`Error archiving ${type}`, err);
          setConfirmArchive(false);
        },
      },
    );
  };

  const personEmpty = type === 'task' ? t('planner.properties.noProjectMembers') : t('planner.properties.noSpaceMembers');
  const parentMissing = type === 'task' ? t('planner.properties.chooseProject') : t('planner.properties.chooseSpace');

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title={t(`planner.form.${mode}Title.${type}`)}
      size={type === 'space' ? 'lg' : '4xl'}
      closeOnBackdrop={false}
      optionsLabel={t('planner.options')}
      options={mode === 'edit' ? [{ key: 'archive', label: t('planner.archive.action'), icon: <Archive size={18} aria-hidden />, danger: true, onSelect: () => setConfirmArchive(true) }] : undefined}
      testId="entity-dialog"
      initialFocus="[data-testid=entity-title]"
      footer={
        <>
          <button type="button" className="pl-btn pl-btn--ghost" onClick={onClose} disabled={saving} data-testid="entity-cancel">
            {t('common.cancel')}
          </button>
          <button type="button" className="pl-btn pl-btn--primary" onClick={() => void submit()} disabled={saving} data-testid="entity-save">
            {saving ? t('planner.form.saving') : mode === 'create' ? t('planner.form.create') : t('common.save')}
          </button>
        </>
      }
    >
      <form
        className={`pl-form${type === 'space' ? '' : ' pl-form--with-side'}`}
        onSubmit={(ev) => {
          ev.preventDefault();
          void submit();
        }}
      >
        <div className="pl-form__main">
          {error && (
            <div className="pl-banner" role="alert" data-testid="entity-error">
              <span>{error}</span>
              <button type="button" className="pl-btn-icon pl-btn-icon--s" aria-label={t('common.close')} onClick={() => setError(null)}>
                <X size={16} aria-hidden />
              </button>
            </div>
          )}
          {type !== 'space' && (
            <ParentSelector
              type={type}
              mode={mode}
              value={form.parent}
              onChange={(parent) => set({ parent })}
              spaces={spaces}
              projects={spaceProjects.data ?? []}
              projectsLoading={spaceProjects.isLoading}
              refusal={refusal}
            />
          )}
          <label className="pl-field">
            <span className="pl-field__label">
              {t('planner.form.title')} <span className="pl-required" aria-hidden>*</span>
            </span>
            <input
              className={`pl-input pl-input--title${titleError ? ' is-invalid' : ''}`}
              value={form.title}
              maxLength={LIMITS.title}
              required
              aria-invalid={titleError}
              placeholder={t(`planner.form.titlePlaceholder.${type}`)}
              onChange={(ev) => {
                set({ title: ev.target.value });
                if (ev.target.value.trim()) setTitleError(false);
              }}
              data-testid="entity-title"
            />
            {titleError && <span className="pl-field__error">{t('planner.form.titleRequired')}</span>}
          </label>
          <label className="pl-field">
            <span className="pl-field__label">{t('planner.form.description')}</span>
            <AutoTextarea
              minHeight={120}
              className="pl-input pl-textarea"
              value={form.description}
              maxLength={LIMITS.description}
              placeholder={t('planner.form.descriptionPlaceholder')}
              onChange={(ev) => set({ description: ev.target.value })}
              data-testid="entity-description"
            />
          </label>
          {type === 'space' && <AppearancePicker icon={form.icon} color={form.color} onChange={(a) => set(a)} />}
          {type === 'task' && <SubtaskList value={form.subtasks} onChange={(subtasks) => set({ subtasks })} />}
        </div>
        {type !== 'space' && (
          <PropertiesPanel
            parent={parentSlots}
            values={form.values}
            onChange={(patch) => setForm((f) => ({ ...f, values: { ...f.values, ...patch } }))}
            members={members.data ?? []}
            membersLoading={members.isLoading}
            personEmptyText={personEmpty}
            parentMissingText={parentMissing}
          />
        )}
      </form>
      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        title={t(`planner.archive.title.${type}`)}
        message={t(`planner.archive.message.${type}`, { title: form.title })}
        confirm={t('planner.archive.action')}
        destructive
        busy={archives[type].isPending}
        onConfirm={archive}
        data-testid="archive-confirm"
      />
    </Modal>
  );
}
