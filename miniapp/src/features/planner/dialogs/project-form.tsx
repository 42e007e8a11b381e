import { useAtomValue, useSetAtom } from 'jotai';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { projectsActions, type Project, type Space } from '@shared/schemas/planner.ts';
import { useSetField } from '@app/lib/forms/use-set-field.ts';
import { useZodForm } from '@app/lib/forms/use-zod-form.ts';
import { FieldError } from '@app/ui/field-error.tsx';
import { toast } from '@app/ui/toast.ts';
import { useArchiveProject, useCreateProject, useProjects, useUpdateProject } from '../api/projects.ts';
import { useMembers } from '../api/members.ts';
import { useSpaces } from '../api/spaces.ts';
import { ROLE } from '../constants.ts';
import { selectedSpaceIdAtom, selectProjectAtom } from '../state/selection.ts';
import {
  blankToNull,
  EntityDialogPlaceholder,
  FormDialogShell,
  type EntityDialogProps,
} from './entity-dialog-shell.tsx';
import { DescriptionField, TitleField } from './entity-fields.tsx';
import { ParentSelector } from './parent-selector.tsx';
import { WatchedPropertiesPanel } from './properties/properties-panel.tsx';
import { applyValues, idOrNull, valuesOf, valuesPayload } from './properties/values.ts';

/**
 * What the project form edits: its space, title, description and the values of its
 * space's properties, checked by the create call's own schema (an edit sends the same fields).
 */
const projectForm = projectsActions.create.omit({ action: true, sessionId: true });

/** Create a project (in the chosen or selected space), or edit the one the dialog names. */
export default function ProjectDialog({ dialog, onClose }: EntityDialogProps) {
  const { t } = useTranslation();
  const selectedSpaceId = useAtomValue(selectedSpaceIdAtom);
  const spaces = useSpaces();
  const allProjects = useProjects(null, { enabled: dialog.mode === 'edit' });
  if (dialog.mode === 'create')
    return (
      <ProjectForm spaces={spaces.data ?? []} spaceId={dialog.spaceId ?? selectedSpaceId ?? null} onClose={onClose} />
    );
  const project = allProjects.data?.find((p) => p.id === dialog.id);
  if (!project) return <EntityDialogPlaceholder type="project" pending={allProjects.isPending} onClose={onClose} />;
  // Only the space's owners move a project to another space.
  const spaceRole = spaces.data?.find((s) => s.id === project.space_id)?.role ?? null;
  return (
    <ProjectForm
      key={project.id}
      project={project}
      spaces={spaces.data ?? []}
      spaceId={project.space_id}
      refusal={spaceRole?.id === ROLE.owner ? null : t('planner.form.refuseSpace')}
      onClose={onClose}
    />
  );
}

function ProjectForm({
  project,
  spaces,
  spaceId: initialSpaceId,
  refusal = null,
  onClose,
}: {
  project?: Project;
  spaces: Space[];
  spaceId: number | null;
  refusal?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(projectForm, {
    defaultValues: {
      space_id: initialSpaceId,
      title: project?.title ?? '',
      description: project?.description ?? '',
      ...valuesOf(project),
    },
  });
  const set = useSetField(form);
  const { errors } = form.formState;
  const spaceId = idOrNull(form.watch('space_id'));
  // A project's properties are its space's slots.
  const parentSlots = spaces.find((s) => s.id === spaceId) ?? null;
  const members = useMembers(parentSlots?.property_people && spaceId !== null ? { type: 'space', id: spaceId } : null);
  const create = useCreateProject();
  const update = useUpdateProject();
  const archive = useArchiveProject();
  const selectProject = useSetAtom(selectProjectAtom);

  const save = form.handleSubmit(async (data) => {
    const body = { ...data, description: blankToNull(data.description), ...valuesPayload(data, parentSlots) };
    try {
      if (project) await update.mutateAsync({ ...body, id: project.id });
      else selectProject({ id: (await create.mutateAsync(body)).project.id, space_id: data.space_id });
      toast.success(t(`planner.form.saved.${project ? 'edit' : 'create'}.project`, { title: data.title }));
      onClose();
    } catch {
      // Stays open with its typing; the app's one error path has shown the server's text.
    }
  });

  return (
    <FormDialogShell
      control={form.control}
      type="project"
      mode={project ? 'edit' : 'create'}
      saveError={(project ? update : create).error}
      onSubmit={save}
      onClose={onClose}
      archive={project && { id: project.id, call: archive }}
    >
      <div className="pl-form__main">
        <ParentSelector
          type="project"
          mode={project ? 'edit' : 'create'}
          value={{ spaceId, projectId: null }}
          onChange={(next) => set('space_id', next.spaceId)}
          spaces={spaces}
          projects={[]}
          projectsLoading={false}
          refusal={refusal}
        />
        <FieldError
          error={errors.space_id && t('planner.form.spaceRequired')}
          className="pl-field__error"
          testId="parent-error"
        />
        <TitleField type="project" registration={form.register('title')} control={form.control} error={errors.title} />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <DescriptionField value={field.value} onChange={field.onChange} error={errors.description} />
          )}
        />
      </div>
      <WatchedPropertiesPanel
        control={form.control}
        parent={parentSlots}
        onChange={(patch) => applyValues(patch, set)}
        members={members.data ?? []}
        membersLoading={members.isLoading}
        personEmptyText={t('planner.properties.noSpaceMembers')}
        parentMissingText={t('planner.properties.chooseSpace')}
      />
    </FormDialogShell>
  );
}
