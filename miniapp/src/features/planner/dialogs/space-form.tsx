import { useSetAtom } from 'jotai';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { spacesActions, type Space } from '@shared/schemas/planner.ts';
import { useSetField } from '@app/lib/forms/use-set-field.ts';
import { useZodForm } from '@app/lib/forms/use-zod-form.ts';
import { toast } from '@app/ui/toast.ts';
import { useArchiveSpace, useCreateSpace, useSpaces, useUpdateSpace } from '../api/spaces.ts';
import { selectSpaceAtom } from '../state/selection.ts';
import { AppearancePicker, spaceColorOf, spaceIconOf } from './appearance-picker.tsx';
import {
  blankToNull,
  EntityDialogPlaceholder,
  FormDialogShell,
  type EntityDialogProps,
} from './entity-dialog-shell.tsx';
import { DescriptionField, TitleField } from './entity-fields.tsx';

/** What the space form edits, checked by the create call's own schema (an edit sends the same fields). */
const spaceForm = spacesActions.create.omit({ action: true, sessionId: true });

/** Create a space, or edit the one the dialog names once the spaces list holds it. */
export default function SpaceDialog({ dialog, onClose }: EntityDialogProps) {
  const spaces = useSpaces();
  if (dialog.mode === 'create') return <SpaceForm onClose={onClose} />;
  const space = spaces.data?.find((s) => s.id === dialog.id);
  if (!space) return <EntityDialogPlaceholder type="space" pending={spaces.isPending} onClose={onClose} />;
  return <SpaceForm key={space.id} space={space} onClose={onClose} />;
}

function SpaceForm({ space, onClose }: { space?: Space; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(spaceForm, {
    defaultValues: {
      title: space?.title ?? '',
      description: space?.description ?? '',
      icon: spaceIconOf(space?.icon),
      color: spaceColorOf(space?.color),
    },
  });
  const set = useSetField(form);
  const { errors } = form.formState;
  const create = useCreateSpace();
  const update = useUpdateSpace();
  const archive = useArchiveSpace();
  const selectSpace = useSetAtom(selectSpaceAtom);

  const save = form.handleSubmit(async (data) => {
    const body = { ...data, description: blankToNull(data.description) };
    try {
      if (space) await update.mutateAsync({ ...body, id: space.id });
      else selectSpace((await create.mutateAsync(body)).space.id);
      toast.success(t(`planner.form.saved.${space ? 'edit' : 'create'}.space`, { title: data.title }));
      onClose();
    } catch {
      // Stays open with its typing; the app's one error path has shown the server's text.
    }
  });

  return (
    <FormDialogShell
      control={form.control}
      type="space"
      mode={space ? 'edit' : 'create'}
      saveError={(space ? update : create).error}
      onSubmit={save}
      onClose={onClose}
      archive={space && { id: space.id, call: archive }}
    >
      <div className="pl-form__main">
        <TitleField type="space" registration={form.register('title')} control={form.control} error={errors.title} />
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <DescriptionField value={field.value} onChange={field.onChange} error={errors.description} />
          )}
        />
        <AppearancePicker
          icon={spaceIconOf(form.watch('icon'))}
          color={spaceColorOf(form.watch('color'))}
          onChange={({ icon, color }) => {
            set('icon', icon);
            set('color', color);
          }}
        />
      </div>
    </FormDialogShell>
  );
}
