import { act, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EventCard } from '@app/features/posts/attachments/event-card.tsx';
import { usePostDate } from '@app/features/posts/hooks/use-post-date.ts';
import type { EventItem } from '@shared/schemas/career.ts';
import { renderHints } from '@app/lib/render-hints.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import { userSettingsQueryKey } from '@app/lib/session.ts';

/*
 * A post's date (and its event's) on a page the server drew: the browser hydrates the text the server wrote, in the
 * zone the server drew in, even when the reader's settings came in before with another zone (a
 * visitor's new session has the browser's own); the reader's zone follows a render later.
 */

function PostDate({ iso }: { iso: string }) {
  const format = usePostDate();
  return <time>{format(iso)}</time>;
}

function page(zone: string, children: ReactNode) {
  // Known before the page draws, as start-up leaves it: nothing is asked again here.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(userSettingsQueryKey('s'), { timezone: zone, language: 'ru' });
  const store = createStore();
  store.set(sessionIdAtom, 's');
  return (
    <QueryClientProvider client={client}>
      <Provider store={store}>{children}</Provider>
    </QueryClientProvider>
  );
}

describe("a post's date on a drawn page", () => {
  afterEach(() => {
    renderHints.now = null;
    renderHints.timeZone = null;
  });

  /**
   * Draws `content` on the server in UTC, then hydrates it where the reader's settings say
   * Vladivostok: what was drawn, with no hydration error, then what the reader's zone shows.
   */
  async function drawnThenHydrated(content: ReactNode, drawnText: string, readerText: string) {
    renderHints.now = Date.parse('2026-11-29T10:00:00Z');
    renderHints.timeZone = 'UTC';
    const drawn = renderToString(page('UTC', content));
    expect(drawn).toContain(drawnText);

    const root = document.createElement('div');
    root.innerHTML = drawn;
    document.body.append(root);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, page('Asia/Vladivostok', content), { onRecoverableError: (err) => errors.push(err) });
    });
    expect(errors).toEqual([]);
    await waitFor(() => expect(root.textContent).toContain(readerText));
    root.remove();
  }

  it("hydrates as the server drew it, then shows the reader's zone", async () => {
    // 22:30 on the 20th in UTC is 08:30 on the 21st in Vladivostok: a week before the drawing.
    await drawnThenHydrated(<PostDate iso="2026-11-20T22:30:00Z" />, '20 нояб. 2026', '21 нояб. 2026');
  });

  it("hydrates an event's time as the server drew it, then shows it in the reader's zone", async () => {
    const event: EventItem = {
      id: 1,
      post_id: 1,
      title: 'Конференция по банкротству',
      description: null,
      location: null,
      start_date: '2026-12-03T22:30:00Z',
      end_date: null,
      type: 'conference',
      is_online: true,
      is_offline: false,
      link: null,
      cover: null,
      region_id: null,
      region: null,
    };
    await drawnThenHydrated(<EventCard event={event} />, '3 дек. 2026, 22:30', '4 дек. 2026, 08:30');
  });
});
