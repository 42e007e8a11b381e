import { Button } from '@telegram-apps/telegram-ui';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FullProfile } from '@shared/schemas/profile.ts';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { FormBanner } from '@app/ui/form-banner.tsx';
import { toast } from '@app/ui/toast.ts';
import { useCreateResume, useDeleteResume, useUpdateResume } from '../api/profile-edit.ts';

// The job form carries its schemas: loaded when opened.
const JobForm = lazy(() => import('@app/ui/job-form.tsx').then((m) => ({ default: m.JobForm })));

/**
 * The edit dialog's resume tab: the person's one resume in the
 * job form of the career board as type resume; create, update, delete, with 'Failed to save
 * resume' and 'Failed to delete resume' in red.
 */
export function ResumeTab({ profile }: { profile: FullProfile }) {
  const { t } = useTranslation();
  const resume = profile.resume;
  const [open, setOpen] = useState<'form' | 'delete' | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const create = useCreateResume();
  const update = useUpdateResume();
  const del = useDeleteResume();

  const runDelete = () => {
    if (!resume) return;
    setDeleteError(null);
    del.mutate(
      { jobId: resume.id },
      {
        onSuccess: () => {
          toast.success(t('profile.resume.deleted'));
          setOpen(null);
        },
        onError: (err) => {
          setDeleteError(err);
          setOpen(null);
        },
      },
    );
  };

  return (
    <div className="profile-resume" data-testid="profile-resume-tab">
      <p className="post-field__hint">{t('profile.resume.hint')}</p>
      {deleteError !== null && (
        <FormBanner
          error={deleteError}
          title={t('profile.resume.deleteFailed')}
          onClose={() => setDeleteError(null)}
          testId="profile-resume-delete-error"
        />
      )}
      {resume ? (
        <div className="profile-resume__card" data-testid="profile-resume">
          <FileText size={20} aria-hidden className="hint" />
          <div className="profile-resume__text">
            <strong data-testid="profile-resume-title">{resume.title}</strong>
            <span className="hint">
              {resume.description.length > 160 ? `${resume.description.slice(0, 160)}…` : resume.description}
            </span>
          </div>
          <div className="profile-resume__actions">
            <Button
              mode="bezeled"
              size="s"
              before={<Pencil size={16} aria-hidden />}
              onClick={() => setOpen('form')}
              data-testid="profile-resume-edit"
            >
              {t('profile.resume.edit')}
            </Button>
            <Button
              mode="plain"
              size="s"
              before={<Trash2 size={16} aria-hidden />}
              onClick={() => setOpen('delete')}
              data-testid="profile-resume-delete"
            >
              {t('profile.resume.delete')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="profile-resume__card">
          <span className="hint">{t('profile.resume.none')}</span>
          <Button
            mode="filled"
            size="s"
            before={<Plus size={16} aria-hidden />}
            onClick={() => setOpen('form')}
            data-testid="profile-resume-add"
          >
            {t('profile.resume.add')}
          </Button>
        </div>
      )}
      {open === 'form' && (
        <Suspense fallback={null}>
          <JobForm
            type="resume"
            job={resume}
            onClose={() => setOpen(null)}
            save={(body, id) =>
              id === null ? create.mutateAsync({ job: body }) : update.mutateAsync({ job: { ...body, id } })
            }
            texts={{
              addTitle: t('profile.resume.addTitle'),
              editTitle: t('profile.resume.editTitle'),
              saved: t('profile.resume.saved'),
              saveFailed: t('profile.resume.saveFailed'),
            }}
            testId="resume-form"
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(o) => setOpen(o ? 'delete' : null)}
        title={t('profile.resume.delete')}
        message={t('profile.resume.confirmDelete')}
        confirm={t('profile.resume.delete')}
        onConfirm={runDelete}
        destructive
        busy={del.isPending}
        data-testid="profile-resume-confirm"
      />
    </div>
  );
}
