import { describe, expect, it } from 'vitest';
import { DEMO_CHATS, DEMO_MESSAGES } from '@app/features/messenger/demo/chats.ts';
import { datedDemo, listTime } from '@shared/messenger/demo-times.ts';
import { afterSending, newOwnMessage } from '@shared/messenger/rules.ts';

// Local times, as the page shows them: the tests read the same whatever the machine's zone.
const at = (h: number, m: number, day = 5) => new Date(2024, 2, day, h, m);
/** "HH:MM" → minutes since midnight. */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('the demo messenger’s times', () => {
  it('end two minutes before the page opened, at any hour', () => {
    for (const now of [at(9, 0), at(12, 50), at(18, 30)]) {
      const { chats, messages } = datedDemo(DEMO_CHATS, DEMO_MESSAGES, now, 'ru');
      const last = messages.anna.at(-1)!;
      expect(minutes(last.timestamp)).toBe(now.getHours() * 60 + now.getMinutes() - 2);
      expect(chats.find((c) => c.id === 'anna')!.timestamp).toBe(last.timestamp);
    }
  });

  it('keep each dialog in order, every message before now, and the list newest first', () => {
    const now = at(18, 30);
    const { chats, messages } = datedDemo(DEMO_CHATS, DEMO_MESSAGES, now, 'ru');
    for (const [id, list] of Object.entries(messages)) {
      const times = list.map((m) => minutes(m.timestamp));
      expect(times, id).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times), id).toBeLessThan(18 * 60 + 30);
    }
    const listed = chats.filter((c) => c.timestamp).map((c) => minutes(c.timestamp));
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    // Contacts without a dialog have no time.
    expect(chats.find((c) => c.id === 'igor')!.timestamp).toBe('');
  });

  it('stamp a reply sent now after the message it answers, even at nine in the morning', () => {
    const now = at(9, 0);
    const { chats, messages } = datedDemo(DEMO_CHATS, DEMO_MESSAGES, now, 'ru');
    const answered = messages.anna.at(-1)!;
    const reply = newOwnMessage('own-1', 'Посмотрю сегодня', now);
    expect(reply.timestamp).toBe('09:00');
    expect(minutes(reply.timestamp)).toBeGreaterThan(minutes(answered.timestamp));
    expect(afterSending(chats, 'anna', reply)[0]).toMatchObject({ id: 'anna', timestamp: '09:00' });
  });

  it('show a dialog last written to before midnight by its date in the list', () => {
    // Just after midnight: Maria wrote 270 minutes before, the evening before.
    const now = at(0, 30, 6);
    const { chats, messages } = datedDemo(DEMO_CHATS, DEMO_MESSAGES, now, 'ru');
    expect(messages.maria.at(-1)!.timestamp).toBe('20:00');
    expect(chats.find((c) => c.id === 'maria')!.timestamp).toBe('5 мар.');
    expect(chats.find((c) => c.id === 'anna')!.timestamp).toBe('00:28');
    expect(listTime(at(20, 0, 5), now, 'en')).toBe('5 Mar');
  });
});
