import { BriefcaseBusiness, CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventItem, Job } from '@shared/schemas/career.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { useSession } from '@app/lib/session.ts';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { toast } from '@app/ui/toast.ts';
import { useIsOwnPost } from '../api/profile-posts.ts';
import { useDeleteEvent, useDeleteJob, usePostEvent, usePostJob } from './api.ts';
import { EventCard } from './event-card.tsx';
import { JobCard } from './job-card.tsx';
import { useInView } from './use-in-view.ts';
import './attachments.css';

// The forms carry the schemas and the uploader: loaded when opened.
const JobForm = lazy(() => import('./job-form.tsx').then((m) => ({ default: m.JobForm })));
const EventForm = lazy(() => import('./event-form.tsx').then((m) => ({ default: m.EventForm })));
const PlannerDialog = lazy(() => import('./planner-dialog.tsx').then((m) => ({ default: m.PlannerDialog })));

type Open =
  | { kind: 'job'; job: Job | null }
  | { kind: 'event'; event: EventItem | null }
  | { kind: 'planner'; event: EventItem }
  | { kind: 'deleteJob'; job: Job }
  | { kind: 'deleteEvent'; event: EventItem }
  | null;

/**
 * A post's vacancy and event, fetched when the block comes into view;
 * its author edits and deletes them, and with `manage` (the post page) adds them.
 */
export function PostAttachments({ post, manage = false }: { post: Post; manage?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const isOwn = useIsOwnPost(post);
  const [ref, seen] = useInView<HTMLDivElement>();
  const job = usePostJob(post.id, seen && post.has_job);
  const event = usePostEvent(post.id, seen && post.has_event);
  const [open, setOpen] = useState<Open>(null);
  const delJob = useDeleteJob();
  const delEvent = useDeleteEvent();
  const owner = isOwn;
  const close = () => setOpen(null);

  if (!post.has_job && !post.has_event && !(manage && owner)) return null;

  const controls = (onEdit: () => void, onDelete: () => void, what: 'job' | 'event') =>
    owner && (
      <span className="post-att__controls">
        <IconButton
          label={t(`posts.attachments.${what}.edit`)}
          size="s"
          round
          onClick={onEdit}
          data-testid={`${what}-edit`}
        >
          <Pencil size={16} aria-hidden />
        </IconButton>
        <IconButton
          label={t(`posts.attachments.${what}.delete`)}
          size="s"
          round
          onClick={onDelete}
          data-testid={`${what}-delete`}
        >
          <Trash2 size={16} aria-hidden />
        </IconButton>
      </span>
    );

  const runDeleteJob = (j: Job) =>
    delJob.mutate(
      { jobId: j.id },
      {
        onSuccess: () => {
          toast.success(t('posts.attachments.job.deleted'));
          close();
        },
        onError: (err) => {
          toast.error(
            err instanceof ApiError && err.message
              ? `${t('posts.attachments.job.deleteFailed')}: ${err.message}`
              : t('posts.attachments.job.deleteFailed'),
          );
          close();
        },
      },
    );
  const runDeleteEvent = (e: EventItem) =>
    delEvent.mutate(
      { eventId: e.id },
      {
        onSuccess: () => {
          toast.success(t('posts.attachments.event.deleted'));
          close();
        },
        onError: close,
      },
    );

  return (
    <div ref={ref} className="post-atts" data-testid="post-attachments">
      {post.has_job &&
        (job.isError ? (
          <p className="post-att__error" role="alert" data-testid="job-card-error">
            {t('posts.attachments.job.fetchFailed')}
          </p>
        ) : (
          job.data && (
            <JobCard
              job={job.data}
              actions={controls(
                () => setOpen({ kind: 'job', job: job.data! }),
                () => setOpen({ kind: 'deleteJob', job: job.data! }),
                'job',
              )}
            />
          )
        ))}
      {post.has_event && event.data && (
        <EventCard
          event={event.data}
          onPlanner={session.isAuth ? () => setOpen({ kind: 'planner', event: event.data! }) : undefined}
          actions={controls(
            () => setOpen({ kind: 'event', event: event.data! }),
            () => setOpen({ kind: 'deleteEvent', event: event.data! }),
            'event',
          )}
        />
      )}
      {manage && owner && (!post.has_job || !post.has_event) && (
        <div className="post-att__buttons">
          {!post.has_job && (
            <button
              type="button"
              className="post-att__btn"
              onClick={() => setOpen({ kind: 'job', job: null })}
              data-testid="add-job"
            >
              <BriefcaseBusiness size={16} aria-hidden />
              {t('posts.attachments.job.add')}
            </button>
          )}
          {!post.has_event && (
            <button
              type="button"
              className="post-att__btn"
              onClick={() => setOpen({ kind: 'event', event: null })}
              data-testid="add-event"
            >
              <CalendarPlus size={16} aria-hidden />
              {t('posts.attachments.event.add')}
            </button>
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {open?.kind === 'job' && <JobForm postId={post.id} job={open.job} onClose={close} />}
        {open?.kind === 'event' && <EventForm postId={post.id} event={open.event} onClose={close} />}
        {open?.kind === 'planner' && <PlannerDialog event={open.event} onClose={close} />}
      </Suspense>
      <ConfirmDialog
        open={open?.kind === 'deleteJob'}
        onOpenChange={(v) => !v && close()}
        title={t('posts.attachments.job.deleteTitle')}
        message={t('posts.attachments.job.deleteMessage')}
        confirm={t('posts.attachments.delete')}
        destructive
        busy={delJob.isPending}
        onConfirm={() => open?.kind === 'deleteJob' && runDeleteJob(open.job)}
        data-testid="job-delete-confirm"
      />
      <ConfirmDialog
        open={open?.kind === 'deleteEvent'}
        onOpenChange={(v) => !v && close()}
        title={t('posts.attachments.event.deleteTitle')}
        message={t('posts.attachments.event.deleteMessage')}
        confirm={t('posts.attachments.delete')}
        destructive
        busy={delEvent.isPending}
        onConfirm={() => open?.kind === 'deleteEvent' && runDeleteEvent(open.event)}
        data-testid="event-delete-confirm"
      />
    </div>
  );
}
