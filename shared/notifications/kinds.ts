/**
 * What the bot tells a person about, each kind switched on or off in Settings
 * and by the button under its message. Every kind is on until the person turns it off.
 * - `assigned`: a task was assigned to you, or you were added to a space or project;
 * - `digest`: the morning digest at 09:00 in your time zone (tasks due today and overdue);
 * - `reminder`: an hour before a task's dated time, and for a procedural deadline at 09:00 on the working day before and on the day;
 * - `quiz`: for a quiz's owner, a daily summary of new results;
 * - `vacancies`: new vacancies matching the career filter you saved on /career.
 */
export const NOTIFICATION_KINDS = ['assigned', 'digest', 'reminder', 'quiz', 'vacancies'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (v: string): v is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(v);

/** The local hour the morning digest and the quiz summary go out. */
export const DIGEST_HOUR = 9;

/** How long before a task's dated time its reminder goes out, in minutes. */
export const REMINDER_LEAD_MINUTES = 60;

/** The `startapp` parameters notifications open (shared/start-param.ts reads them back). */
export const taskStartParam = (id: number) => `task_${id}`;
export const quizStartParam = (id: number) => `quiz_${id}`;

/** The bot's callback data under a notification: turn that kind off. */
export const NOTIFICATION_OFF_PREFIX = 'noff:';
export const notificationOffData = (kind: NotificationKind) => `${NOTIFICATION_OFF_PREFIX}${kind}`;
