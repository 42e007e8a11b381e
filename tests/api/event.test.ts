import { describe, expect, it } from 'vitest';
import { saveUpload } from '@server/features/uploads/uploads-service.ts';
import { createCareerWorld } from '../support/career-world.ts';

const { t, get, firm, other, newPost } = await createCareerWorld();

describe('events', () => {
  const event = (postId: number, fields: Record<string, unknown> = {}) => ({
    post_id: postId,
    title: 'Форум по банкротству',
    description: 'Практика 2026 года',
    location: 'Москва, Пресненская наб., 12',
    start_date: '2026-12-10T10:00:00+03:00',
    end_date: '2026-12-10T18:00:00+03:00',
    type: 'forum',
    is_online: true,
    is_offline: true,
    link: 'https://example.ru/forum',
    ...fields,
  });

  it('keeps an all-day event as days, the same days for every reader, and refuses ends of two kinds', async () => {
    const p = await newPost();
    const r = await t.call('event', {
      action: 'create',
      sessionId: firm.sessionId,
      event: event(p.id, { start_date: '2026-12-10', end_date: '2026-12-11' }),
    });
    expect(r.status).toBe(200);
    expect(r.body.event).toMatchObject({ start_date: '2026-12-10', end_date: '2026-12-11' });
    expect((await get('event', { action: 'getByPost', postId: p.id })).body.event).toMatchObject({
      start_date: '2026-12-10',
      end_date: '2026-12-11',
    });
    const mixed = await t.call('event', {
      action: 'update',
      sessionId: firm.sessionId,
      event: event(p.id, { id: r.body.event.id, start_date: '2026-12-10', end_date: '2026-12-10T18:00:00+03:00' }),
    });
    expect(mixed.status).toBe(400);
    for (const bad of ['2026-02-30', '2026-13-01', '26-12-10', '2026-12-10T25:00:00Z']) {
      const res = await t.call('event', {
        action: 'update',
        sessionId: firm.sessionId,
        event: event(p.id, { id: r.body.event.id, start_date: bad, end_date: null }),
      });
      expect(res.status, bad).toBe(400);
    }
    // Back to a timed event: moments again.
    const timed = await t.call('event', {
      action: 'update',
      sessionId: firm.sessionId,
      event: event(p.id, { id: r.body.event.id }),
    });
    expect(timed.body.event).toMatchObject({
      start_date: '2026-12-10T07:00:00.000Z',
      end_date: '2026-12-10T15:00:00.000Z',
    });
  });

  it('puts an event on the author’s post with its region and own cover', async () => {
    const p = await newPost();
    const regions = (await get('regions', {})).body.regions as {
      id: number;
      code: string;
      title: string;
      is_top: boolean;
    }[];
    expect(regions.length).toBeGreaterThanOrEqual(85);
    expect(regions[0].is_top).toBe(true);
    const moscow = regions.find((r) => r.code === '77')!;
    expect(moscow.title).toBe('Moscow'); // the caller's language: English here
    const { url: cover } = await saveUpload(t.db.db, t.deps.uploads, {
      profileId: firm.profileId,
      bucket: 'posts',
      folder: 'events',
      image: { full: new Uint8Array([1]), variants: [] },
      contentType: 'image/webp',
    });
    const r = await t.call('event', {
      action: 'create',
      sessionId: firm.sessionId,
      event: event(p.id, { region_id: moscow.id, cover }),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.event).toMatchObject({
      title: 'Форум по банкротству',
      region: { title: 'Moscow', code: '77' },
      cover,
      type: 'forum',
    });
    expect(Date.parse(r.body.event.start_date)).toBe(Date.parse('2026-12-10T07:00:00Z'));
    expect((await get('event', { action: 'getByPost', postId: p.id })).body.event.id).toBe(r.body.event.id);
    expect((await get('posts', { action: 'get', url: p.url })).body.post.has_event).toBe(true);
  });

  it.each([
    ['no title', { title: '' }, 'Title is required'],
    ['no start', { start_date: null }, 'Start date is required'],
    ['offline without a location', { location: '' }, 'Offline events require a location'],
    ['an end before the start', { end_date: '2026-12-09T10:00:00+03:00' }, 'end'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'http'],
    ['an unknown type', { type: 'party' }, '.'],
    ['an unknown region', { region_id: 99999 }, 'Unknown region'],
    ['a cover that is not the author’s upload', { cover: 'https://evil.example/x.png' }, 'not one you uploaded'],
  ])('refuses %s with a clear 4xx', async (_n, fields, text) => {
    const p = await newPost();
    const r = await t.call('event', { action: 'create', sessionId: firm.sessionId, event: event(p.id, fields) });
    expect(r.status).toBe(400);
    expect(r.body.error).toContain(text);
  });

  it('answers 403 on someone else’s post', async () => {
    const p = await newPost(other);
    expect((await t.call('event', { action: 'create', sessionId: firm.sessionId, event: event(p.id) })).status).toBe(
      403,
    );
  });
});
