import { describe, expect, it } from 'vitest';
import {
  afterSending,
  asSeenBy,
  canSend,
  DELIVERED_AFTER_MS,
  isSendKey,
  messageTime,
  newOwnMessage,
  openChat,
  SENT_AFTER_MS,
  statusAfter,
  urgencyKey,
  visibleChats,
} from '@shared/messenger/rules.ts';
import { CURRENT_USER, type Chat } from '@shared/messenger/types.ts';
import { translations } from '@shared/locales/index.ts';

const chat = (id: string, name: string, extra: Partial<Chat> = {}): Chat => ({
  id,
  name,
  isVisible: true,
  lastMessage: '',
  timestamp: '10:00',
  unread: 0,
  online: false,
  isGroup: false,
  ...extra,
});

const chats = [
  chat('1', 'Анна Смирнова', { unread: 3 }),
  chat('2', 'Арбитраж: рабочая группа', { isGroup: true }),
  chat('3', 'Игорь Волков', { isVisible: false }),
];

describe('message status', () => {
  it('is sending, then sent after 0.5 s, then delivered 1 s later', () => {
    expect([SENT_AFTER_MS, DELIVERED_AFTER_MS]).toEqual([500, 1000]);
    expect(statusAfter(0)).toBe('sending');
    expect(statusAfter(499)).toBe('sending');
    expect(statusAfter(500)).toBe('sent');
    expect(statusAfter(1499)).toBe('sent');
    expect(statusAfter(1500)).toBe('delivered');
    expect(statusAfter(60_000)).toBe('delivered');
  });

  it("appends one's own message from 'current-user', trimmed, with the time as HH:MM", () => {
    const m = newOwnMessage('m1', '  Добрый день!  ', new Date(2024, 2, 5, 9, 7));
    expect(m).toEqual({
      id: 'm1',
      senderId: CURRENT_USER,
      text: 'Добрый день!',
      timestamp: '09:07',
      status: 'sending',
      type: 'text',
    });
    expect(CURRENT_USER).toBe('current-user');
    expect(messageTime(new Date(2024, 2, 5, 18, 45))).toBe('18:45');
  });

  it('moves the chat to the top with the new last message', () => {
    const m = newOwnMessage('m2', 'Отправил проект', new Date(2024, 2, 5, 14, 30));
    const after = afterSending(chats, '2', m);
    expect(after.map((c) => c.id)).toEqual(['2', '1', '3']);
    expect(after[0]).toMatchObject({ lastMessage: 'Отправил проект', timestamp: '14:30' });
  });
});

describe('sending rules', () => {
  it('disables send for empty or whitespace-only text', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' да ')).toBe(true);
  });

  it('sends on Enter, breaks the line on Shift+Enter, and leaves an IME composition alone', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('dialog list', () => {
  it('shows only visible chats, filtered by a case-insensitive name search', () => {
    expect(visibleChats(chats, '').map((c) => c.id)).toEqual(['1', '2']);
    expect(visibleChats(chats, 'АРБИТР').map((c) => c.id)).toEqual(['2']);
    expect(visibleChats(chats, 'волков')).toEqual([]);
    expect(visibleChats(chats, 'нет такого')).toEqual([]);
  });

  it('clears the unread count of the dialog opened, and only that one', () => {
    const after = openChat([...chats, chat('4', 'Ольга', { unread: 2 })], '1');
    expect(after.map((c) => c.unread)).toEqual([0, 0, 0, 2]);
  });

  it('makes a hidden contact a dialog when it is opened', () => {
    expect(openChat(chats, '3').find((c) => c.id === '3')?.isVisible).toBe(true);
  });
});

describe('lead urgency labels', () => {
  const labels = (translations.ru.messenger as { urgency: Record<string, string> }).urgency;

  it("reads 'Срочно', 'Средний приоритет', 'Не срочно', and 'Обычный' for anything else", () => {
    expect(['high', 'medium', 'low', 'normal', undefined].map((u) => labels[urgencyKey(u)])).toEqual([
      'Срочно',
      'Средний приоритет',
      'Не срочно',
      'Обычный',
      'Обычный',
    ]);
  });
});

describe("the demo's dialogs as one of its people sees them", () => {
  const people = { anna: 'Анна Смирнова', igor: 'Игорь Волков' };
  const group = chat('g', 'Арбитраж: рабочая группа', {
    isGroup: true,
    members: ['Анна Смирнова', 'Игорь Волков'],
    lastMessage: 'Анна Смирнова: Новая заявка',
  });
  const messages = {
    '1': [{ id: 'm1', senderId: 'anna', text: 'Добрый день', timestamp: '10:00' }],
    g: [
      { id: 'm2', senderId: 'anna', text: 'Новая заявка', timestamp: '10:01' },
      { id: 'm3', senderId: 'igor', text: 'Беру', timestamp: '10:02' },
    ],
  };

  it("shows no dialog with oneself, and one's own group messages as one's own", () => {
    const seen = asSeenBy([...chats, group], messages, people, 'Анна Смирнова', 'Вы');
    expect(seen.chats.map((c) => c.id)).toEqual(['2', '3', 'g']);
    const g = seen.chats.find((c) => c.id === 'g')!;
    expect(g.members).toEqual(['Игорь Волков']);
    expect(g.lastMessage).toBe('Вы: Новая заявка');
    expect(seen.messages.g!.map((m) => m.senderId)).toEqual([CURRENT_USER, 'igor']);
  });

  it('leaves everything as it is for someone who is not one of the demo people', () => {
    const seen = asSeenBy([...chats, group], messages, people, null, 'Вы');
    expect(seen.chats).toHaveLength(4);
    expect(seen.messages.g!.map((m) => m.senderId)).toEqual(['anna', 'igor']);
  });
});
