import { Link } from 'wouter';
import type { JobSeeker } from '../api/career-list.ts';
import { City, ClampedText, PostedDate, ProfileAvatar, Salary, WorkChips } from './card-parts.tsx';

/** A person with a resume: the card opens their profile. */
export function SeekerCard({ seeker }: { seeker: JobSeeker }) {
  const { resume } = seeker;
  return (
    <article className="career-card" data-testid="seeker-card" data-resume-id={resume.id}>
      <div className="career-card__head">
        <ProfileAvatar username={seeker.username} name={seeker.name} avatar={seeker.avatar} />
        <div className="career-card__heading">
          <h3 className="career-card__title">
            <Link href={`/${seeker.username}`} className="career-card__link" data-testid="seeker-link">
              {seeker.name}
            </Link>
          </h3>
          <p className="career-card__meta">
            <span className="career-card__role" data-testid="seeker-resume-title">
              {resume.title}
            </span>
            <City city={seeker.info.city} />
          </p>
        </div>
      </div>
      <Salary salary={resume.salary} />
      <WorkChips status={resume.work_status} type={resume.work_type} format={resume.work_format} />
      <ClampedText text={resume.description} />
      <PostedDate iso={resume.created_at} />
    </article>
  );
}
