import type { SearchAnswer } from '@shared/schemas/search.ts';

export type ResultKind = 'tasks' | 'posts' | 'people' | 'jobs';

/** One row of the palette: where it leads and what it shows. */
export interface ResultItem {
  key: string;
  kind: ResultKind;
  /** the app's address of what was found */
  href: string;
  title: string;
  /** the title (or a passage) with the matched words marked (shared/search/highlight.ts) */
  highlight: string;
  meta: string;
  /** a translation key (a draft, a vacancy or a resume) */
  badge?: string;
  /** people only: their picture (null draws initials) */
  avatar?: string | null;
}

/**
 * The answer as one list in the palette's order (tasks, posts, people, jobs), so ↑ and ↓ walk
 * across the groups. A task opens in its project (the planner's `?task=` deep link), a post and
 * a vacancy at /post/{url}, a person and a resume at their profile.
 */
export function resultItems(a: SearchAnswer): ResultItem[] {
  return [
    ...a.tasks.map((x) => ({
      key: `t${x.id}`,
      kind: 'tasks' as const,
      href: `/planner?task=${x.id}`,
      title: x.title,
      highlight: x.highlight,
      meta: `${x.project.title} · ${x.space.title}`,
    })),
    ...a.posts.map((x) => ({
      key: `p${x.id}`,
      kind: 'posts' as const,
      href: `/post/${x.url}`,
      title: x.title,
      highlight: x.highlight,
      meta: x.author.name,
      badge: x.status === 'draft' ? 'search.draft' : undefined,
    })),
    ...a.people.map((x) => ({
      key: `u${x.id}`,
      kind: 'people' as const,
      href: `/${x.username}`,
      title: x.name,
      highlight: x.highlight,
      meta: [`@${x.username}`, x.region?.title].filter(Boolean).join(' · '),
      avatar: x.avatar,
    })),
    ...a.jobs.map((x) => ({
      key: `j${x.id}`,
      kind: 'jobs' as const,
      href: x.type === 'vacancy' && x.post_url ? `/post/${x.post_url}` : `/${x.username}`,
      title: x.title,
      highlight: x.highlight,
      meta: `@${x.username}`,
      badge: x.type === 'vacancy' ? 'search.vacancy' : 'search.resume',
    })),
  ];
}
