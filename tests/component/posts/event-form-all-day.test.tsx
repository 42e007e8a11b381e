import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eventCalls, regionsCall } from '@shared/contracts/career.ts';
import type { EventItem } from '@shared/schemas/career.ts';
import { EventForm } from '@app/features/posts/attachments/event-form.tsx';
import { renderWithApp } from '../support/render.tsx';
import { answer, server, type Sent } from '../support/server.ts';

/*
 * An all-day event (a forum over two days) is saved as days, `YYYY-MM-DD`, the same days for
 * every reader in every zone (docs/dates.md); a timed one as moments.
 */
const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

function openForm(event: EventItem | null = null) {
  const sent: Sent[] = [];
  server.use(
    answer(regionsCall, () => ({ regions: [] })),
    answer(eventCalls.create, (body) => {
      sent.push(body);
      const e = body.event as Record<string, unknown>;
      return {
        event: {
          id: 1,
          post_id: 7,
          title: String(e.title),
          description: null,
          location: null,
          start_date: String(e.start_date),
          end_date: (e.end_date as string | null) ?? null,
          type: 'forum' as const,
          is_online: true,
          is_offline: false,
          link: null,
          cover: null,
          region_id: null,
          region: null,
        },
      };
    }),
  );
  const onClose = vi.fn();
  renderWithApp(<EventForm postId={7} event={event} onClose={onClose} />);
  return { sent, onClose };
}

describe('event form: all day', () => {
  it('saves an all-day event as days, and turns times into their days when switched on', async () => {
    const { sent, onClose } = openForm();
    fireEvent.change(input('event-form-title'), { target: { value: 'Форум по банкротству' } });
    fireEvent.click(screen.getByTestId('event-form-offline'));
    fireEvent.click(screen.getByTestId('event-form-online'));
    fireEvent.change(input('event-form-start'), { target: { value: '2026-12-10T10:00' } });
    fireEvent.click(screen.getByTestId('event-form-all-day'));
    expect(input('event-form-start').type).toBe('date');
    expect(input('event-form-start').value).toBe('2026-12-10');
    fireEvent.change(input('event-form-end'), { target: { value: '2026-12-11' } });
    fireEvent.click(screen.getByTestId('event-form-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.event).toMatchObject({ start_date: '2026-12-10', end_date: '2026-12-11' });
  });

  it('opens an all-day event with the switch on and its days in date fields', () => {
    openForm({
      id: 1,
      post_id: 7,
      title: 'День юриста',
      description: null,
      location: null,
      start_date: '2026-12-03',
      end_date: null,
      type: 'other',
      is_online: true,
      is_offline: false,
      link: null,
      cover: null,
      region_id: null,
      region: null,
    });
    expect((screen.getByTestId('event-form-all-day') as HTMLInputElement).checked).toBe(true);
    expect(input('event-form-start').value).toBe('2026-12-03');
  });
});
