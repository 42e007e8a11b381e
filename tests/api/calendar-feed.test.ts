import { gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/schemas/planner.ts';
import { createTestApp } from '../support/test-app.ts';
import { plannerWorld, type Person } from './planner-helpers.ts';

/**
 * The planner as a calendar subscription: the `calendar-feed` function and the
 * feed at /ics/{token}.ics, read with a real iCalendar parser (ical.js, Thunderbird's), never
 * with our own writer's pieces. A feed shows the tasks its person sees in the planner: those of
 * the projects they belong to (every project of a space they administer), "mine" only those
 * assigned to them or to nobody.
 */
const t = await createTestApp();
const w = await plannerWorld(t);
const { post } = w;
const { owner, admin, member, viewer, other, outsider } = w.people;
const db = t.db.db;

const feedOf = async (who: { sessionId: string }, action: 'get' | 'rotate' = 'get') => {
  const r = await t.call('calendar-feed', { action, sessionId: who.sessionId });
  expect(r.status).toBe(200);
  return r.body as { url: string; scope: 'mine' | 'all' };
};
const setScope = async (who: { sessionId: string }, scope: string) =>
  t.call('calendar-feed', { action: 'update', sessionId: who.sessionId, scope });
const setZone = (who: Person, timezone: string) =>
  t.call('settings', { action: 'updateTimezone', sessionId: who.sessionId, data: { timezone } });

const fetchUrl = (url: string, init: RequestInit = {}) => t.app.request(new URL(url).pathname, init);

interface Ev {
  uid: string;
  summary: string;
  description: string;
  start: ICAL.Time;
  end: ICAL.Time | null;
  stamp: string | null;
  modified: string | null;
  status: string | null;
}

/** The feed as ical.js reads it: the calendar's properties and its events by UID. */
async function read(url: string) {
  const res = await fetchUrl(url);
  expect(res.status).toBe(200);
  const text = await res.text();
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = new Map<string, Ev>();
  for (const v of cal.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(v);
    events.set(e.uid, {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      start: e.startDate,
      end: v.hasProperty('dtend') ? e.endDate : null,
      stamp: v.getFirstPropertyValue('dtstamp')?.toString() ?? null,
      modified: v.getFirstPropertyValue('last-modified')?.toString() ?? null,
      status: (v.getFirstPropertyValue('status') as string | null) ?? null,
    });
  }
  return { res, text, cal, events };
}

const host = new URL(t.config.publicUrl).host;
const uid = (task: { id: number }) => `task-${task.id}@${host}`;

async function newTask(who: Person, projectId: number, fields: Record<string, unknown>) {
  const r = await post('tasks', { action: 'create', sessionId: who.sessionId, project_id: projectId, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.task as { id: number; title: string };
}

// Moscow for everyone: whether a task has a time of day is read in the person's zone.
for (const p of [owner, admin, member, viewer, other, outsider])
  expect((await setZone(p, 'Europe/Moscow')).status).toBe(200);

describe('calendar-feed: the address', () => {
  it('is made on first use, the same on every later open, and a random 32-byte token under PUBLIC_URL/ics/', async () => {
    const first = await feedOf(member);
    expect(first.scope).toBe('mine');
    expect(first.url).toMatch(new RegExp(`^${t.config.publicUrl}/ics/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await feedOf(member)).url).toBe(first.url);
    expect((await feedOf(admin)).url).not.toBe(first.url);
    // The token itself is nowhere in the database: only its hash.
    const token = first.url.split('/ics/')[1].replace('.ics', '');
    const rows = await sql<{ found: number }>`select count(*)::int as found from calendar_feeds
      where token_hash = ${token} or salt = ${token}`.execute(db);
    expect(rows.rows[0].found).toBe(0);
  });

  it('refuses a visitor without a session and a scope that is not mine or all', async () => {
    const anon = await t.call('calendar-feed', { action: 'get', sessionId: w.anon });
    expect(anon.status).toBe(401);
    const bad = await setScope(member, 'everyone');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('«мои» или «все»');
  });

  it('a new address stops the old one at once; the scope stays', async () => {
    const p = await t.signIn('Rotating Person', `rotating_${w.tag}`);
    await setScope(p, 'all');
    const old = await feedOf(p);
    expect((await fetchUrl(old.url)).status).toBe(200);
    const fresh = await feedOf(p, 'rotate');
    expect(fresh.url).not.toBe(old.url);
    expect(fresh.scope).toBe('all');
    expect((await fetchUrl(old.url)).status).toBe(404);
    expect((await fetchUrl(old.url, { method: 'HEAD' })).status).toBe(404);
    expect((await fetchUrl(fresh.url)).status).toBe(200);
    expect((await feedOf(p)).url).toBe(fresh.url);
  });

  it('an unknown or malformed token is a 404', async () => {
    for (const path of ['/ics/' + 'A'.repeat(43) + '.ics', '/ics/short.ics', '/ics/' + 'A'.repeat(43)]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('the feed', () => {
  it('is RFC 5545 text a real parser reads: the calendar name, refresh interval, UID, DTSTAMP and the links', async () => {
    const task = await newTask(member, w.projectA.id, {
      title: 'Подать апелляцию',
      value_date: '2026-03-10T09:30:00+03:00',
      value_people: member.profileId,
    });
    const { res, text, cal, events } = await read((await feedOf(member)).url);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Legal Platform — планер');
    expect(cal.getFirstProperty('refresh-interval')?.getFirstValue()?.toString()).toBe('PT15M');
    expect(cal.getFirstPropertyValue('x-published-ttl')).toBe('PT15M');
    // Every content line is at most 75 octets and ends in CRLF.
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const ev = events.get(uid(task))!;
    expect(ev.summary).toBe('Подать апелляцию');
    expect(ev.stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(ev.modified).toBe(ev.stamp);
    // 09:30 in Moscow: a timed event, in UTC.
    expect(ev.start.isDate).toBe(false);
    expect(ev.start.toString()).toBe('2026-03-10T06:30:00Z');
    expect(ev.description).toContain(`${w.projectA.title}`);
    expect(ev.description).toContain(`${w.space.title}`);
    expect(ev.description).toContain(`${t.config.publicUrl}/planner?task=${task.id}`);
    expect(ev.description).toContain(`https://t.me/legal_platform_test_bot?startapp=task_${task.id}`);
    // The same UID on the next fetch.
    expect((await read((await feedOf(member)).url)).events.has(uid(task))).toBe(true);
  });

  it("is written in the person's language and zone", async () => {
    const p = await t.signIn('English Person', `english_${w.tag}`);
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      spaceId: w.space.id,
      profileId: p.profileId,
      roleId: ROLE.member,
    });
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: w.projectA.id,
      profileId: p.profileId,
    });
    await t.call('settings', { action: 'updateLanguage', sessionId: p.sessionId, data: { language: 'en' } });
    const task = await newTask(owner, w.projectA.id, { title: 'A deadline', value_date: '2026-04-01' });
    const hearing = await newTask(owner, w.projectA.id, {
      title: 'Midnight in Moscow',
      value_date: '2026-04-01T00:00:00+03:00',
    });
    await setZone(p, 'Europe/Moscow');
    let { cal, events } = await read((await feedOf(p)).url);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Legal Platform — planner');
    expect(events.get(uid(task))!.description).toContain(`Project: ${w.projectA.title}`);
    expect(events.get(uid(task))!.start.toString()).toBe('2026-04-01');
    // A day is the same day in any zone; a moment set for 00:00 is a moment, in UTC.
    for (const zone of ['Europe/London', 'Europe/Kaliningrad', 'Asia/Yekaterinburg']) {
      await setZone(p, zone);
      ({ events } = await read((await feedOf(p)).url));
      expect([events.get(uid(task))!.start.isDate, events.get(uid(task))!.start.toString()], zone).toEqual([
        true,
        '2026-04-01',
      ]);
      expect(events.get(uid(hearing))!.start.toString()).toBe('2026-03-31T21:00:00Z');
    }
  });

  it('round-trips a title with commas, semicolons, quotes, a backslash, line breaks and emoji', async () => {
    const title =
      'Иск, возражение; "срочно" \\ ООО «Ромашка» 😀👩‍⚖️ и ещё очень длинный хвост заголовка, чтобы строку пришлось перенести';
    const task = await newTask(member, w.projectA.id, { title, value_date: '2026-05-05' });
    // Titles typed in the app are one line; an operator's SQL (or an older client) may hold breaks, a bare CR too.
    const multi = `${title}\nвторая строка\r\nтретья\rчетвёртая`;
    await db.updateTable('tasks').set({ title: multi }).where('id', '=', task.id).execute();
    const { text, events } = await read((await feedOf(member)).url);
    expect(events.get(uid(task))!.summary).toBe(`${title}\nвторая строка\nтретья\nчетвёртая`);
    expect(text).not.toMatch(/[^\r]\n|\r[^\n]/);
  });

  it('a date without a time is an all-day event; a period of days is a multi-day event through its last day', async () => {
    const day = await newTask(member, w.projectA.id, { title: 'Весь день', value_date: '2026-06-01' });
    await sql`update projects set updated_at = now() where id = ${w.projectA.id}`.execute(db);
    const period = await newTask(member, w.projectA.id, {
      title: 'Процесс',
      value_period: ['2026-06-10', '2026-06-12'],
    });
    const timedPeriod = await newTask(member, w.projectA.id, {
      title: 'Заседание',
      value_period: ['2026-06-15T10:00:00+03:00', '2026-06-15T12:00:00+03:00'],
    });
    const { events } = await read((await feedOf(member)).url);
    const d = events.get(uid(day))!;
    expect([d.start.isDate, d.start.toString(), d.end?.toString()]).toEqual([true, '2026-06-01', '2026-06-02']);
    const p = events.get(uid(period))!;
    expect([p.start.isDate, p.start.toString(), p.end?.toString()]).toEqual([true, '2026-06-10', '2026-06-13']);
    const tp = events.get(uid(timedPeriod))!;
    expect([tp.start.toString(), tp.end?.toString()]).toEqual(['2026-06-15T07:00:00Z', '2026-06-15T09:00:00Z']);
  });

  it("follows a task's change, its done state, a move to another project and its archive", async () => {
    const task = await newTask(member, w.projectA.id, { title: 'Черновик', value_date: '2026-07-01T12:00:00+03:00' });
    const url = (await feedOf(member)).url;
    const before = (await read(url)).events.get(uid(task))!;
    expect(before.summary).toBe('Черновик');

    await post('tasks', {
      action: 'update',
      sessionId: member.sessionId,
      id: task.id,
      title: 'Отзыв на иск',
      value_date: '2026-07-02T15:00:00+03:00',
    });
    let ev = (await read(url)).events.get(uid(task))!;
    expect([ev.summary, ev.start.toString()]).toEqual(['Отзыв на иск', '2026-07-02T12:00:00Z']);

    await post('tasks', { action: 'update', sessionId: member.sessionId, id: task.id, value_select: w.options.done });
    ev = (await read(url)).events.get(uid(task))!;
    expect(ev.summary).toBe('✓ Отзыв на иск');

    // Project B: the member is not in it, so the task leaves their calendar (and the other's joins it).
    const otherUrl = (await setScope(other, 'all')).body.url as string;
    expect((await read(otherUrl)).events.has(uid(task))).toBe(false);
    const moved = await post('tasks', {
      action: 'update',
      sessionId: owner.sessionId,
      id: task.id,
      project_id: w.projectB.id,
    });
    expect(moved.status).toBe(200);
    expect((await read(url)).events.has(uid(task))).toBe(false);
    expect((await read(otherUrl)).events.get(uid(task))!.description).toContain(w.projectB.title);

    await post('tasks', { action: 'archive', sessionId: owner.sessionId, id: task.id });
    expect((await read(otherUrl)).events.has(uid(task))).toBe(false);
  });

  it('leaves undated and archived tasks out, and an operator’s SQL change shows at the next fetch', async () => {
    const undated = await newTask(member, w.projectA.id, { title: 'Без даты' });
    const dated = await newTask(member, w.projectA.id, { title: 'С датой', value_date: '2026-08-01T10:00:00+03:00' });
    const url = (await feedOf(member)).url;
    let { events } = await read(url);
    expect(events.has(uid(undated))).toBe(false);
    expect(events.has(uid(dated))).toBe(true);
    await sql`update tasks set title = 'Переименовано в базе' where id = ${dated.id}`.execute(db);
    ({ events } = await read(url));
    expect(events.get(uid(dated))!.summary).toBe('Переименовано в базе');
    await sql`update spaces set title = 'Новое имя пространства' where id = ${w.space.id}`.execute(db);
    ({ events } = await read(url));
    expect(events.get(uid(dated))!.description).toContain('Новое имя пространства');
  });
});

describe('the feed over HTTP', () => {
  it('answers HEAD, sends an ETag, answers If-None-Match with 304, and gzip to a client that asks', async () => {
    await newTask(member, w.projectA.id, { title: 'Для ETag', value_date: '2026-09-01T10:00:00+03:00' });
    const url = (await feedOf(member)).url;
    const get = await fetchUrl(url);
    const body = await get.text();
    const etag = get.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(get.headers.get('cache-control')).toContain('private');

    const head = await fetchUrl(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await head.text()).toBe('');

    const again = await fetchUrl(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetchUrl(url, { headers: { 'if-none-match': `W/${etag}, "other"` } })).status).toBe(304);

    const zipped = await fetchUrl(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(body);

    // A change is a new tag: the old one gets the whole feed.
    await newTask(member, w.projectA.id, { title: 'Новая задача', value_date: '2026-09-02T10:00:00+03:00' });
    const changed = await fetchUrl(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('is limited to 60 fetches an hour per address, whoever asks', async () => {
    const p = await t.signIn('Polling Person', `polling_${w.tag}`);
    const { url } = await feedOf(p);
    for (let i = 0; i < 60; i++) {
      const res = await fetchUrl(url, { headers: { 'x-forwarded-for': `198.51.100.${i % 200}` } });
      expect(res.status).toBe(200);
    }
    const refused = await fetchUrl(url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another person's address is counted apart.
    expect((await fetchUrl((await feedOf(outsider)).url)).status).toBe(200);
  });

  it('robots.txt does not keep a calendar service from /ics/', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const blocked = (await res.text())
      .split('\n')
      .map((l) => /^disallow:\s*(\S*)/i.exec(l.trim())?.[1])
      .filter((path): path is string => !!path && '/ics/x.ics'.startsWith(path));
    expect(blocked).toEqual([]);
  });
});

/** One task of each kind in project A and one in B, all dated. */
const tasks = {
  assignedToMember: await newTask(owner, w.projectA.id, {
    title: 'A: member',
    value_date: '2026-10-01T10:00:00+03:00',
    value_people: member.profileId,
  }),
  assignedToViewer: await newTask(owner, w.projectA.id, {
    title: 'A: viewer',
    value_date: '2026-10-01T11:00:00+03:00',
    value_people: viewer.profileId,
  }),
  unassignedA: await newTask(owner, w.projectA.id, { title: 'A: nobody', value_date: '2026-10-01T12:00:00+03:00' }),
  unassignedB: await newTask(owner, w.projectB.id, { title: 'B: nobody', value_date: '2026-10-01T13:00:00+03:00' }),
};
describe('who sees what: the same tasks as in the planner', () => {
  type Kind = keyof typeof tasks;
  const kinds = async (who: Person, scope: 'mine' | 'all') => {
    const r = await setScope(who, scope);
    expect(r.status).toBe(200);
    const { events } = await read(r.body.url);
    return (Object.keys(tasks) as Kind[]).filter((k) => events.has(uid(tasks[k])));
  };

  it.each([
    // who, mine, all
    // The owner made both projects, so is a member of both; the admin of neither.
    ['owner', ['unassignedA', 'unassignedB'], ['assignedToMember', 'assignedToViewer', 'unassignedA', 'unassignedB']],
    ['admin', [], ['assignedToMember', 'assignedToViewer', 'unassignedA', 'unassignedB']],
    ['member', ['assignedToMember', 'unassignedA'], ['assignedToMember', 'assignedToViewer', 'unassignedA']],
    ['viewer', ['assignedToViewer', 'unassignedA'], ['assignedToMember', 'assignedToViewer', 'unassignedA']],
    ['other', ['unassignedB'], ['unassignedB']],
    ['outsider', [], []],
  ] as const)('%s: mine %j, all %j', async (who, mine, all) => {
    const p = w.people[who];
    expect(await kinds(p, 'mine')).toEqual(mine);
    expect(await kinds(p, 'all')).toEqual(all);
  });

  it("a token opens its own person's calendar only, and rotating one leaves the others' alone", async () => {
    const memberUrl = (await setScope(member, 'all')).body.url as string;
    const otherUrl = (await setScope(other, 'all')).body.url as string;
    const m = (await read(memberUrl)).events;
    const o = (await read(otherUrl)).events;
    expect(m.has(uid(tasks.unassignedA))).toBe(true);
    expect(m.has(uid(tasks.unassignedB))).toBe(false);
    expect(o.has(uid(tasks.unassignedA))).toBe(false);
    expect(o.has(uid(tasks.unassignedB))).toBe(true);
    await feedOf(other, 'rotate');
    expect((await fetchUrl(memberUrl)).status).toBe(200);
  });

  it('a project the person left, or a space they were removed from, leaves their calendar at the next fetch', async () => {
    const p = await t.signIn('Leaving Person', `leaving_${w.tag}`);
    const spaceRow = (
      await post('members', {
        action: 'add',
        sessionId: owner.sessionId,
        spaceId: w.space.id,
        profileId: p.profileId,
        roleId: ROLE.member,
      })
    ).body.member;
    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: w.projectA.id,
      profileId: p.profileId,
    });
    const mine = await newTask(owner, w.projectA.id, {
      title: 'A: leaving',
      value_date: '2026-10-02T10:00:00+03:00',
      value_people: p.profileId,
    });
    await setZone(p, 'Europe/Moscow');
    const url = (await setScope(p, 'mine')).body.url as string;
    expect((await read(url)).events.has(uid(mine))).toBe(true);

    const left = await post('members', { action: 'leave', sessionId: p.sessionId, projectId: w.projectA.id });
    expect(left.status).toBe(200);
    // Still assigned to them, but no longer theirs to see.
    expect((await read(url)).events.has(uid(mine))).toBe(false);
    expect((await read((await setScope(p, 'all')).body.url)).events.size).toBe(0);

    await post('members', {
      action: 'add',
      sessionId: owner.sessionId,
      projectId: w.projectA.id,
      profileId: p.profileId,
    });
    expect((await read(url)).events.has(uid(mine))).toBe(true);
    await post('members', { action: 'remove', sessionId: owner.sessionId, memberId: spaceRow.id });
    expect((await read(url)).events.size).toBe(0);
  });
});
