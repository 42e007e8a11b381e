import { messageTime } from './rules.ts';
import type { Chat, Message } from './types.ts';

/*
 * The demo messenger's times are counted back from the moment the page opens: a reply typed now
 * is stamped now and so always after what it answers, and the dialogs read as this morning's
 * whatever the hour (a demo written at fixed times had "12:48" above a reply sent at 09:00).
 */

/** A demo message: how many minutes before the page opened it was sent. */
export type DemoMessage = Omit<Message, 'timestamp'> & { minutesAgo: number };
/** A demo dialog: its time in the list is its last message's. */
export type DemoChat = Omit<Chat, 'timestamp'>;

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** What the list shows for a dialog: HH:MM today, else a short date ("4 мар."). */
export function listTime(date: Date, now: Date, language: string): string {
  return sameDay(date, now)
    ? messageTime(date)
    : date.toLocaleDateString(language === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'short' });
}

/** The demo's dialogs and messages as of `now`, each message stamped `minutesAgo` before it. */
export function datedDemo(
  chats: readonly DemoChat[],
  messages: Readonly<Record<string, readonly DemoMessage[]>>,
  now: Date,
  language: string,
): { chats: Chat[]; messages: Record<string, Message[]> } {
  const sentAt = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const dated = Object.fromEntries(
    Object.entries(messages).map(([id, list]) => [
      id,
      list.map(({ minutesAgo, ...m }) => ({ ...m, timestamp: messageTime(sentAt(minutesAgo)) })),
    ]),
  );
  return {
    chats: chats.map((c) => {
      const last = messages[c.id]?.at(-1);
      return { ...c, timestamp: last ? listTime(sentAt(last.minutesAgo), now, language) : '' };
    }),
    messages: dated,
  };
}
