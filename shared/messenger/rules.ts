import { CURRENT_USER, type Chat, type Message, type MessageStatus, type Urgency } from './types.ts';

/** A sent message is 'sent' 0.5 s after sending, and 'delivered' 1 s after that (the demo has no real delivery). */
export const SENT_AFTER_MS = 500;
export const DELIVERED_AFTER_MS = 1000;

/** A message's status this long after it was sent ('read' is shown when set, never set here). */
export function statusAfter(elapsedMs: number): MessageStatus {
  if (elapsedMs >= SENT_AFTER_MS + DELIVERED_AFTER_MS) return 'delivered';
  if (elapsedMs >= SENT_AFTER_MS) return 'sent';
  return 'sending';
}

/** Urgency label keys; anything but high/medium/low reads 'Обычный'. */
export function urgencyKey(urgency: Urgency | string | undefined): Urgency | 'other' {
  return urgency === 'high' || urgency === 'medium' || urgency === 'low' ? urgency : 'other';
}

/** The list: visible chats whose name contains the search, ignoring case. */
export function visibleChats(chats: readonly Chat[], search: string): Chat[] {
  const q = search.trim().toLocaleLowerCase('ru');
  return chats.filter((c) => c.isVisible && (!q || c.name.toLocaleLowerCase('ru').includes(q)));
}

/** Opening a dialog reads it: its unread count becomes 0 (a hidden contact becomes a dialog). */
export function openChat(chats: readonly Chat[], id: string): Chat[] {
  return chats.map((c) => (c.id === id ? { ...c, unread: 0, isVisible: true } : c));
}

/** Send is disabled for an empty or whitespace-only text. */
export const canSend = (text: string): boolean => text.trim().length > 0;

/** Enter sends; Shift+Enter breaks the line; Enter that confirms an IME composition does neither. */
export function isSendKey(e: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.isComposing;
}

/** HH:MM, 24-hour, as ru-RU writes it. */
export function messageTime(date: Date): string {
  return date.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit', hour12: false });
}

/** One's own new message as it is appended: sender 'current-user', status 'sending'. */
export function newOwnMessage(id: string, text: string, now: Date): Message {
  return {
    id,
    senderId: CURRENT_USER,
    text: text.trim(),
    timestamp: messageTime(now),
    status: 'sending',
    type: 'text',
  };
}

/** The chat after one's message: last message and time updated, moved to the top of the list. */
export function afterSending(chats: readonly Chat[], id: string, message: Message): Chat[] {
  const chat = chats.find((c) => c.id === id);
  if (!chat) return [...chats];
  const updated = { ...chat, lastMessage: message.text, timestamp: message.timestamp, isVisible: true };
  return [updated, ...chats.filter((c) => c.id !== id)];
}

/**
 * The demo's dialogs as one of the demo people sees them: never a dialog with
 * oneself, and in a group one's own name is "you" (`you`), one's own messages one's own.
 * `selfName` null (signed out, or not one of the demo's people): everything as it is.
 */
export function asSeenBy(
  chats: readonly Chat[],
  messages: Readonly<Record<string, readonly Message[]>>,
  people: Readonly<Record<string, string>>,
  selfName: string | null,
  you: string,
): { chats: Chat[]; messages: Record<string, Message[]> } {
  const selfId = Object.keys(people).find((id) => people[id] === selfName);
  if (!selfName) return { chats: [...chats], messages: { ...messages } as Record<string, Message[]> };
  const ownPrefix = `${selfName}: `;
  const seen = chats
    .filter((c) => c.isGroup || c.name !== selfName)
    .map((c) =>
      c.isGroup
        ? {
            ...c,
            members: c.members?.filter((m) => m !== selfName),
            lastMessage: c.lastMessage.startsWith(ownPrefix)
              ? `${you}: ${c.lastMessage.slice(ownPrefix.length)}`
              : c.lastMessage,
          }
        : c,
    );
  const mine = (m: Message): Message =>
    selfId !== undefined && m.senderId === selfId ? { ...m, senderId: CURRENT_USER, status: 'read' } : m;
  return {
    chats: seen,
    messages: Object.fromEntries(seen.map((c) => [c.id, (messages[c.id] ?? []).map(mine)])),
  };
}
