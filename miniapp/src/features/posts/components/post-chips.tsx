import { Archive, BriefcaseBusiness, CalendarDays, FilePen, ListChecks, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@shared/schemas/posts.ts';
import { Chip } from '@app/ui/chip.tsx';

/**
 * A post's state and what it carries. Quizzes, jobs and events come with later issues: until
 * then a post that has one says so with a small label, nothing pretends to be the block.
 */
export function PostChips({ post }: { post: Post }) {
  const { t } = useTranslation();
  const chips = [
    post.is_pinned && {
      key: 'pinned',
      tone: 'accent' as const,
      icon: <Pin size={13} aria-hidden />,
      text: t('posts.card.pinned'),
    },
    post.status === 'draft' && {
      key: 'draft',
      tone: 'neutral' as const,
      icon: <FilePen size={13} aria-hidden />,
      text: t('posts.card.draft'),
    },
    post.is_archived && {
      key: 'archived',
      tone: 'neutral' as const,
      icon: <Archive size={13} aria-hidden />,
      text: t('posts.card.archived'),
    },
    post.has_quiz && {
      key: 'quiz',
      tone: 'neutral' as const,
      icon: <ListChecks size={13} aria-hidden />,
      text: t('posts.card.blocks.quiz'),
    },
    post.has_job && {
      key: 'job',
      tone: 'neutral' as const,
      icon: <BriefcaseBusiness size={13} aria-hidden />,
      text: t('posts.card.blocks.job'),
    },
    post.has_event && {
      key: 'event',
      tone: 'neutral' as const,
      icon: <CalendarDays size={13} aria-hidden />,
      text: t('posts.card.blocks.event'),
    },
  ].filter((c) => !!c);
  if (chips.length === 0) return null;
  return (
    <ul className="post-chips" aria-label={t('posts.card.blocks.label')}>
      {chips.map((c) => (
        <li key={c.key}>
          <Chip tone={c.tone} icon={c.icon} className="post-chip" data-testid={`post-chip-${c.key}`}>
            {c.text}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
