import { availableParallelism, loadavg } from 'node:os';
import type { Kysely } from 'kysely';
import { createSession } from '@server/services/sessions.ts';
import { SESSION_COOKIE } from '@server/http/session-cookie.ts';
import { SCREEN_HINTS_COOKIE } from '@shared/first-screen.ts';
import { markdownOverLimit } from '@shared/posts/markdown-limits.ts';
import { POST_LIMITS } from '@shared/posts/limits.ts';
import { serverLoopDelay } from './loop-delay-probe.ts';

/**
 * A crafted post must not stall the server. `npm run bench -- security:markdown`.
 *
 * 1. For each adversarial pattern (`![`, `[`, `](`, `*_`, nested brackets, long `*` and `_`
 *    runs, 32-column tables, and `#`-led lines, which the save-time check takes for headings
 *    but Markdown does not), the largest post of it the server still accepts: blocks as full
 *    as shared/posts/markdown-limits.ts allows (checked here with the same function, and one
 *    more unit shown to break a limit), as many as fit in POST_LIMITS.content, padded with
 *    ordinary Russian text to the full length. When the whole is refused (the worker's time
 *    limit, server/features/posts/markdown/markdown-pool.ts), a bisection on the number of
 *    units finds the largest accepted. Each `posts create` is timed (the save-time parse).
 * 2. Each accepted post's page `/post/{url}` opened once by a signed-in reader (the server
 *    draws its first screen, Markdown included, on its main thread) and `posts get`, timed.
 * 3. /healthz every 50 ms: alone, then while five readers open the worst accepted post's page
 *    and `posts get` over and over for READ_SECONDS, then the same over all the accepted posts
 *    in turn. p50/p95/max of /healthz and of the readers' requests, and the server's own
 *    event-loop delay (tests/bench/loop-delay.ts). Target: /healthz under 100 ms.
 *
 * Loopback only; every loop ends by itself.
 */

interface Bench {
  baseUrl: string;
  anonKey: string;
  db: Kysely<any>;
  only?: string;
  serverPid: number;
  loopDelayFile: string;
}

const READ_SECONDS = Number(process.env.SECURITY_READ_SECONDS ?? 10);
const READERS = 5;
const HEALTH_EVERY_MS = 50;
const TARGET_HEALTHZ_MS = 100;
/** create calls at most per pattern (the posts write limit is 30 a minute a session: one session a pattern) */
const MAX_ATTEMPTS = 8;
const MAX = POST_LIMITS.content;
const SENTENCE =
  'Верховный суд разъяснил порядок взыскания неустойки по договорам подряда: суды должны учитывать баланс интересов сторон. ';
const PARAGRAPH = SENTENCE.repeat(5).trim();

/**
 * A pattern: `unit` repeated, at most `perBlock` units a block (null: as many as the limits
 * allow, found with markdownOverLimit), blocks parted by a blank line, after `head`.
 */
interface Pattern {
  name: string;
  unit: string;
  head?: string;
  perBlock?: number;
}

const tableHead = `|${' а |'.repeat(32)}\n|${'---|'.repeat(32)}\n`;
const PATTERNS: Pattern[] = [
  { name: '`![` unclosed', unit: '![' },
  { name: '`[` unclosed', unit: '[' },
  { name: '`[](` links', unit: '[](' },
  { name: '`*_`', unit: '*_' },
  { name: 'nested brackets 16 deep', unit: `${'['.repeat(16)}${']'.repeat(16)}` },
  { name: '`*`×64 runs', unit: `${'*'.repeat(64)}а` },
  { name: '`_`×64 runs', unit: `${'_'.repeat(64)}а` },
  { name: 'table 32 columns, plain cells', head: tableHead, unit: `|${' слово |'.repeat(32)}\n` },
  { name: 'table 32 columns, `*_` cells', head: tableHead, unit: `|${' *_ |'.repeat(32)}\n` },
  // A line opening with `#` ends a block for the check, but `#x` is no heading: one paragraph.
  { name: '`#`-led lines of `*_` (one paragraph)', unit: `#${'*_'.repeat(100)}\n`, perBlock: Infinity },
];

/** The most units one block may hold within the limits, and the limit one more breaks. */
function blockCapacity(p: Pattern): { perBlock: number; overByOne: string | null } {
  if (p.perBlock !== undefined) {
    const n = Math.min(p.perBlock, Math.floor(MAX / p.unit.length));
    return { perBlock: n, overByOne: markdownOverLimit((p.head ?? '') + p.unit.repeat(n + 1)) };
  }
  let n = 0;
  while (
    (p.head ?? '').length + (n + 1) * p.unit.length <= MAX &&
    !markdownOverLimit((p.head ?? '') + p.unit.repeat(n + 1))
  )
    n++;
  return { perBlock: n, overByOne: markdownOverLimit((p.head ?? '') + p.unit.repeat(n + 1)) };
}

/** `units` of the pattern in full blocks, then ordinary paragraphs up to the content limit. */
function content(p: Pattern, perBlock: number, units: number): string {
  const blocks: string[] = [];
  for (let left = units; left > 0; left -= perBlock)
    blocks.push((p.head ?? '') + p.unit.repeat(Math.min(left, perBlock)));
  let md = blocks.join('\n\n');
  while (md.length < MAX) md += `\n\n${PARAGRAPH}`;
  return md.slice(0, MAX);
}

/** The most units that fit the content limit and pass the check (the links limit counts the whole text). */
function maxUnits(p: Pattern, perBlock: number): number {
  const fits = (n: number) => patternLength(p, perBlock, n) <= MAX && !markdownOverLimit(content(p, perBlock, n));
  let lo = 0;
  let hi = Math.ceil(MAX / p.unit.length) + 1; // never fits
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
const patternLength = (p: Pattern, perBlock: number, units: number) => {
  const blocks = Math.ceil(units / perBlock);
  return units * p.unit.length + blocks * ((p.head ?? '').length + 2) - 2;
};

const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (f: number) => (s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(f * s.length))]) : NaN);
  return { n: s.length, p50: q(0.5), p95: q(0.95), max: s.length ? Math.round(s[s.length - 1]) : NaN };
}
const fmt = (x: { n: number; p50: number; p95: number; max: number }) => `${x.p50} / ${x.p95} / ${x.max} (${x.n})`;
/** How far the worker's time limit stretches on this machine now (markdown-pool.ts). */
const stretch = () => Math.round(Math.max(1, loadavg()[0] / availableParallelism()) * 100) / 100;

async function person(db: Kysely<any>, username: string, name: string): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({ first_name: name, username })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_settings')
    .values({ user_id: user.id, timezone: 'Europe/Moscow', language: 'ru' })
    .execute();
  await db.insertInto('profiles').values({ user_id: user.id, name, username }).execute();
  return createSession(db as never, { userId: user.id });
}

export async function securityBench(b: Bench): Promise<Record<string, unknown>> {
  if (b.only && b.only !== 'markdown') return {};
  return markdownBench(b);
}

async function markdownBench(b: Bench): Promise<Record<string, unknown>> {
  const auth = { authorization: `Bearer ${b.anonKey}` };
  const create = async (sessionId: string, title: string, md: string) => {
    const t0 = performance.now();
    const res = await fetch(`${b.baseUrl}/functions/v1/posts`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'create', sessionId, title, content: { content: md }, status: 'published' }),
    });
    const body = (await res.json()) as { post?: { url: string; content_is_plain: boolean }; code?: string };
    return {
      ms: ms(t0),
      ok: res.ok,
      url: body.post?.url,
      plain: body.post?.content_is_plain,
      code: body.code ?? `HTTP ${res.status}`,
    };
  };

  // 1. The largest accepted post of each pattern.
  console.log(
    `\nPatterns (content ${MAX} characters; the worker's limit now stretched ×${stretch()}: load ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores)`,
  );
  console.log(
    '| pattern | units a block | one more breaks | units (max fit) | accepted units | create ms (accepted) | refused above | create ms (refused) | tries |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const accepted: Array<{ name: string; url: string; units: number; createMs: number }> = [];
  const patterns: Record<string, unknown>[] = [];
  for (const [i, p] of PATTERNS.entries()) {
    const author = await person(b.db, `md_author_${i}`, `Автор ${i}`);
    const { perBlock, overByOne } = blockCapacity(p);
    const most = maxUnits(p, perBlock);
    const tries: Array<{ units: number; ms: number; ok: boolean; code: string }> = [];
    let best: { units: number; url: string; ms: number } | null = null;
    let refused: { units: number; ms: number } | null = null;
    const attempt = async (units: number) => {
      const r = await create(author, `Худший случай ${i}: ${units}`, content(p, perBlock, units));
      tries.push({ units, ms: r.ms, ok: r.ok, code: r.code });
      if (r.ok && r.url && (!best || units > best.units)) best = { units, url: r.url, ms: r.ms };
      if (!r.ok && (!refused || units < refused.units)) refused = { units, ms: r.ms };
      return r.ok;
    };
    // The whole first; when refused, bisect between the largest accepted and the smallest refused.
    if (!(await attempt(most))) {
      let lo = 0;
      let hi = most;
      while (tries.length < MAX_ATTEMPTS && hi - lo > Math.max(1, Math.floor(hi / 50))) {
        const mid = Math.max(1, Math.floor((lo + hi) / 2));
        if (await attempt(mid)) lo = mid;
        else hi = mid;
      }
    }
    const bestNow = best as { units: number; url: string; ms: number } | null;
    const refusedNow = refused as { units: number; ms: number } | null;
    if (bestNow) accepted.push({ name: p.name, url: bestNow.url, units: bestNow.units, createMs: bestNow.ms });
    const codes = [...new Set(tries.filter((t) => !t.ok).map((t) => t.code))].join(',');
    console.log(
      `| ${p.name} | ${perBlock} | ${overByOne ?? '—'} | ${most} | ${bestNow?.units ?? 'none'} | ${bestNow?.ms ?? '—'} | ${refusedNow ? `${refusedNow.units} (${codes})` : '—'} | ${refusedNow?.ms ?? '—'} | ${tries.length} |`,
    );
    patterns.push({
      pattern: p.name,
      perBlock,
      overByOne,
      maxUnits: most,
      acceptedUnits: bestNow?.units ?? null,
      createMs: bestNow?.ms ?? null,
      refusedUnits: refusedNow?.units ?? null,
      refusedCreateMs: refusedNow?.ms ?? null,
      tries: tries.length,
    });
  }
  if (accepted.length === 0) throw new Error('no pattern was accepted');

  // 2. Each accepted post opened once by a signed-in reader: the drawn page and the call.
  const reader = await person(b.db, 'md_reader', 'Читатель');
  const hints = { phone: true, dark: false, space: null, project: null };
  const cookie = `${SESSION_COOKIE}=${reader}; ${SCREEN_HINTS_COOKIE}=${encodeURIComponent(JSON.stringify(hints))}`;
  const openPage = async (url: string) => {
    const t0 = performance.now();
    const res = await fetch(`${b.baseUrl}/post/${url}`, { headers: { cookie } });
    const html = await res.text();
    if (!res.ok) throw new Error(`/post/${url}: ${res.status}`);
    return { ms: ms(t0), drawn: html.includes('<div id="root" data-drawn>') && html.includes('lp-markdown') };
  };
  const getPost = async (url: string) => {
    const t0 = performance.now();
    const res = await fetch(`${b.baseUrl}/functions/v1/posts?${new URLSearchParams({ action: 'get', url })}`, {
      headers: auth,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`posts get ${url}: ${res.status}`);
    return ms(t0);
  };
  console.log('\nOne reader, each accepted post (median of 3): page ms (first screen drawn?), posts get ms');
  console.log('| pattern | create ms | page ms | drawn | get ms |');
  console.log('| --- | ---: | ---: | --- | ---: |');
  const single: Array<{ name: string; url: string; pageMs: number; drawn: boolean; getMs: number }> = [];
  for (const a of accepted) {
    await openPage(a.url); // the post's first open fills the server's shared-read cache
    const pages = [await openPage(a.url), await openPage(a.url), await openPage(a.url)];
    const gets = [await getPost(a.url), await getPost(a.url), await getPost(a.url)];
    const pageMs = stats(pages.map((x) => x.ms)).p50;
    const getMs = stats(gets).p50;
    const drawn = pages.every((x) => x.drawn);
    single.push({ name: a.name, url: a.url, pageMs, drawn, getMs });
    console.log(`| ${a.name} | ${a.createMs} | ${pageMs} | ${drawn ? 'yes' : 'NO'} | ${getMs} |`);
  }
  const worst = single.reduce((w, s) => (s.pageMs > w.pageMs ? s : w));

  // 3. /healthz every 50 ms, alone and under five readers.
  const healthLoop = async (until: number) => {
    const lat: number[] = [];
    while (Date.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${b.baseUrl}/healthz`);
      await res.arrayBuffer();
      lat.push(performance.now() - t0);
      await sleep(Math.max(0, HEALTH_EVERY_MS - (performance.now() - t0)));
    }
    return lat;
  };
  const readLoop = async (urls: string[], offset: number, until: number) => {
    const page: number[] = [];
    const get: number[] = [];
    let notDrawn = 0;
    for (let k = offset; Date.now() < until; k++) {
      const url = urls[k % urls.length];
      const p = await openPage(url);
      page.push(p.ms);
      if (!p.drawn) notDrawn++;
      get.push(await getPost(url));
    }
    return { page, get, notDrawn };
  };
  const underReaders = async (urls: string[]) => {
    await serverLoopDelay(b.serverPid, b.loopDelayFile);
    const until = Date.now() + READ_SECONDS * 1000;
    const [health, ...readers] = await Promise.all([
      healthLoop(until),
      ...Array.from({ length: READERS }, (_, r) => readLoop(urls, r, until)),
    ]);
    const loop = await serverLoopDelay(b.serverPid, b.loopDelayFile);
    return {
      healthz: stats(health),
      page: stats(readers.flatMap((r) => r.page)),
      get: stats(readers.flatMap((r) => r.get)),
      pagesNotDrawn: readers.reduce((n, r) => n + r.notDrawn, 0),
      serverLoopDelay: loop,
    };
  };

  await serverLoopDelay(b.serverPid, b.loopDelayFile);
  const idle = stats(await healthLoop(Date.now() + 3000));
  const idleLoop = await serverLoopDelay(b.serverPid, b.loopDelayFile);
  const onWorst = await underReaders([worst.url]);
  const onAll = await underReaders(accepted.map((a) => a.url));

  const ratio = (x: number, base: number) => `×${(x / Math.max(1, base)).toFixed(1)}`;
  console.log(
    `\n/healthz every ${HEALTH_EVERY_MS} ms; ${READERS} readers each opening /post/{url} then posts get, for ${READ_SECONDS} s`,
  );
  console.log(
    '| load | /healthz p50 / p95 / max ms (n) | vs no readers (p50, p95) | page p50 / p95 / max ms (n) | get p50 / p95 / max ms (n) | server loop delay max / p99 ms | pages not drawn | target /healthz < 100 ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | ---: | --- |');
  console.log(
    `| no readers | ${fmt(idle)} | — | — | — | ${idleLoop.maxMs} / ${idleLoop.p99Ms} | — | ${idle.max < TARGET_HEALTHZ_MS ? 'met' : 'MISSED'} |`,
  );
  for (const [label, r] of [
    [`worst: ${worst.name}`, onWorst],
    [`all ${accepted.length} accepted, in turn`, onAll],
  ] as const) {
    console.log(
      `| ${label} | ${fmt(r.healthz)} | ${ratio(r.healthz.p50, idle.p50)}, ${ratio(r.healthz.p95, idle.p95)} | ${fmt(r.page)} | ${fmt(r.get)} | ${Math.round(r.serverLoopDelay.maxMs)} / ${Math.round(r.serverLoopDelay.p99Ms)} | ${r.pagesNotDrawn} | ${r.healthz.max < TARGET_HEALTHZ_MS ? 'met' : r.healthz.p95 < TARGET_HEALTHZ_MS ? 'p95 met, max MISSED' : 'MISSED'} |`,
    );
  }
  return {
    contentLimit: MAX,
    stretchAtEnd: stretch(),
    patterns,
    singleReader: single,
    worst: worst.name,
    healthz: { noReaders: idle, onWorst, onAll, targetMs: TARGET_HEALTHZ_MS },
  };
}
