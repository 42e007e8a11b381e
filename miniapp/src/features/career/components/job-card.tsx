import { Link } from 'wouter';
import { postPath } from '@shared/posts/post-url.ts';
import { SendToChatButton } from '@app/ui/send-to-chat.tsx';
import type { CareerJob } from '../api/career-list.ts';
import { City, ClampedText, PostedDate, ProfileAvatar, Salary, WorkChips } from './card-parts.tsx';

/**
 * A vacancy on the board: the whole card opens its post, the avatar
 * and the employer's name their profile. The title's link covers the card, so the card is one
 * link to assistive technology and the inner links and Read more still take their own clicks.
 */
export function JobCard({ job }: { job: CareerJob }) {
  const { profile } = job;
  return (
    <article className="career-card" data-testid="job-card" data-job-id={job.id}>
      <div className="career-card__head">
        <ProfileAvatar username={profile.username} name={profile.name} avatar={profile.avatar} />
        <div className="career-card__heading">
          <h3 className="career-card__title">
            <Link href={postPath(job.post)} className="career-card__link" data-testid="job-link">
              {job.title}
            </Link>
          </h3>
          <p className="career-card__meta">
            <Link href={`/${profile.username}`} className="career-card__name" data-testid="job-employer">
              {profile.name}
            </Link>
            <City city={profile.info.city} />
          </p>
        </div>
      </div>
      <Salary salary={job.salary} />
      <WorkChips status={job.work_status} type={job.work_type} format={job.work_format} />
      <ClampedText text={job.description} />
      <PostedDate iso={job.created_at} />
      <SendToChatButton target={{ type: 'vacancy', id: job.id, title: job.title }} className="career-card__send" />
    </article>
  );
}
