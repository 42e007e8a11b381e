import { useTranslation } from 'react-i18next';
import type { Job } from '@shared/schemas/career.ts';
import { JobForm as SharedJobForm } from '@app/ui/job-form.tsx';
import { useCreateJob, useUpdateJob } from './api.ts';

/** A post's vacancy in the app's one job form (ui/job-form.tsx; the profile's resume uses it too). */
export function JobForm({ postId, job, onClose }: { postId: number; job: Job | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateJob();
  const update = useUpdateJob();
  return (
    <SharedJobForm
      type="vacancy"
      postId={postId}
      job={job}
      onClose={onClose}
      save={(body, id) =>
        id === null ? create.mutateAsync({ job: body }) : update.mutateAsync({ job: { ...body, id } })
      }
      texts={{
        addTitle: t('posts.attachments.job.addTitle'),
        editTitle: t('posts.attachments.job.editTitle'),
        saved: t('posts.attachments.job.saved'),
        saveFailed: t('posts.attachments.job.saveFailed'),
      }}
    />
  );
}
