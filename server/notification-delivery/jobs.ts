import type { NotificationKind } from '@shared/notifications/kinds.ts';

/**
 * One notification to one person, as the queue carries it. Each names what it is about,
 * never the text: the worker reads the current state when it sends (a task unassigned
 * meanwhile is not announced), in the person's language of that moment.
 */
export type NotifyJob =
  | { type: 'task_assigned'; userId: number; taskId: number; actorProfileId: number; key: string }
  | { type: 'space_added'; userId: number; spaceId: number; actorProfileId: number; key: string }
  | { type: 'project_added'; userId: number; projectId: number; actorProfileId: number; key: string }
  /** `date` is the person's local day (YYYY-MM-DD) the digest is for */
  | { type: 'digest'; userId: number; date: string; key: string }
  | { type: 'reminder'; userId: number; taskId: number; at: string; key: string }
  /**
   * A task's procedural deadline (its rule's day, `due`, YYYY-MM-DD), told on `date`, the person's
   * local day: the working day before `due` or `due` itself.
   */
  | { type: 'deadline'; userId: number; taskId: number; due: string; date: string; key: string }
  | { type: 'quiz_summary'; userId: number; date: string; since: string; until: string; key: string }
  | { type: 'vacancies'; userId: number; jobIds: number[]; key: string };

export type NotifyJobType = NotifyJob['type'];

/** Which switch in Settings a job answers to. */
export const KIND_OF: Record<NotifyJobType, NotificationKind> = {
  task_assigned: 'assigned',
  space_added: 'assigned',
  project_added: 'assigned',
  digest: 'digest',
  reminder: 'reminder',
  deadline: 'reminder',
  quiz_summary: 'quiz',
  vacancies: 'vacancies',
};

export const NOTIFY_QUEUE = 'notify';
export const TICK_QUEUE = 'notify-tick';
export const PURGE_QUEUE = 'purge';
