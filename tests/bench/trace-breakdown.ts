/**
 * Where a cold open's time goes, read off a Chrome trace of it (the interactive bench's
 * INTERACTIVE_TRACE): the HTML, each script's download, the main thread's work between the marks
 * (compiling and running scripts, the app's own code, style and layout) and its long tasks.
 *
 * The marks are the benches' own (`bench:content`, `bench:live`, `bench:answered`), from
 * `performance.mark` in the page, so the trace and the bench's figures agree.
 */

/** TRACE_PROFILE=1 adds V8's sampling profiler: the breakdown then names the hottest code of the hydration. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  ...(process.env.TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
  // TRACE_EXTRA=cc,viz,benchmark: the compositor's frames too (which were drawn, which skipped).
  ...(process.env.TRACE_EXTRA?.split(',') ?? []),
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const ms = (us: number) => Math.round(us / 1000);

/** The work a top-level task is mostly made of, by its children's names. */
const KINDS: Array<[RegExp, string]> = [
  [/^(v8\.compile|V8\.CompileCode|v8\.compileModule|V8\.ScriptCompiler|v8\.produceModuleCache|V8\.Parse)/i, 'compile'],
  [
    /^(EvaluateScript|v8\.evaluateModule|v8\.run|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|V8\.Execute|v8\.callFunction)/i,
    'script',
  ],
  [/^(ParseHTML|ParseAuthorStyleSheet)/, 'parse HTML/CSS'],
  [
    /^(UpdateLayoutTree|RecalculateStyles|Layout|PrePaint|Paint|Layerize|UpdateLayer|Commit|CompositeLayers)/,
    'style & layout',
  ],
  [/^(MajorGC|MinorGC|V8\.GC)/, 'GC'],
];

const kindOf = (name: string) => KINDS.find(([re]) => re.test(name))?.[1] ?? null;

/** The renderer's main thread that loaded the page: the one with the most top-level tasks. */
function mainThread(events: TraceEvent[]) {
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const named = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return [...counts].filter(([k]) => named.has(k)).sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function traceBreakdown(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): string {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = mainThread(events);
  if (!main) return 'no renderer main thread in the trace';
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main;
  const start =
    events.find((e) => e.name === 'navigationStart' && onMain(e))?.ts ??
    Math.min(...events.filter((e) => e.name === 'ResourceSendRequest').map((e) => e.ts));
  const at = (ts: number) => ms(ts - start);

  const lines: string[] = [];
  // The marks, first of each name.
  const marks = new Map<string, number>();
  for (const e of events)
    if (e.cat.includes('blink.user_timing') && e.name.startsWith('bench:') && !marks.has(e.name))
      marks.set(e.name, e.ts);
  lines.push(
    'marks: ' +
      [...marks]
        .sort((a, b) => a[1] - b[1])
        .map(([n, ts]) => `${n} ${at(ts)}`)
        .join(', '),
  );

  // The network: the document and the scripts, when asked and when done.
  const sent = new Map<string, { url: string; ts: number }>();
  for (const e of events)
    if (e.name === 'ResourceSendRequest') {
      const d = e.args?.data as { requestId: string; url: string };
      if (!sent.has(d.requestId)) sent.set(d.requestId, { url: d.url, ts: e.ts });
    }
  const done: Array<{ url: string; from: number; to: number; bytes: number }> = [];
  for (const e of events)
    if (e.name === 'ResourceFinish') {
      const d = e.args?.data as { requestId: string; encodedDataLength: number; finishTime?: number };
      const s = sent.get(d.requestId);
      if (s) done.push({ url: s.url, from: s.ts, to: e.ts, bytes: d.encodedDataLength });
    }
  done.sort((a, b) => a.to - b.to);
  for (const r of done) {
    const path = new URL(r.url).pathname + new URL(r.url).search;
    if (/\.(js|css|html)$|^\/(planner|tma|post|$)|functions/.test(path) || r === done[0])
      lines.push(`  ${at(r.from)}–${at(r.to)} ms ${Math.round(r.bytes / 1024)} KB ${path.slice(0, 70)}`);
  }

  // The main thread's work between the marks, by kind, and its long tasks.
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && e.ts >= start);
  const children = events.filter((e) => onMain(e) && e.ph === 'X' && e.name !== 'RunTask' && e.ts >= start);
  const bounds = [start, ...[...marks.values()].sort((a, b) => a - b)];
  const names = ['start', ...[...marks].sort((a, b) => a[1] - b[1]).map(([n]) => n)];
  for (let i = 0; i < bounds.length; i++) {
    const from = bounds[i];
    const to = bounds[i + 1] ?? Math.max(...tasks.map((t) => t.ts + (t.dur ?? 0)));
    const inside = tasks.filter((t) => t.ts >= from && t.ts < to);
    const busy = inside.reduce((s, t) => s + (t.dur ?? 0), 0);
    const byKind = new Map<string, number>();
    // Self time by kind: a child's own duration, less its children's of a known kind, roughly;
    // the top-level children of each task are enough to say what the time went to.
    for (const t of inside) {
      const end = t.ts + (t.dur ?? 0);
      let covered = 0;
      let lastEnd = t.ts;
      for (const c of children) {
        if (c.ts < lastEnd || c.ts >= end) continue;
        const k = kindOf(c.name);
        if (!k) continue;
        byKind.set(k, (byKind.get(k) ?? 0) + (c.dur ?? 0));
        covered += c.dur ?? 0;
        lastEnd = c.ts + (c.dur ?? 0);
      }
      byKind.set('other', (byKind.get('other') ?? 0) + Math.max(0, (t.dur ?? 0) - covered));
    }
    const long = inside.filter((t) => (t.dur ?? 0) >= 50_000);
    lines.push(
      `${names[i]} → ${names[i + 1] ?? 'end'} (${at(from)}–${at(to)} ms): main thread busy ${ms(busy)} ms` +
        (busy
          ? ` (${[...byKind]
              .filter(([, v]) => v >= 1000)
              .sort((a, b) => b[1] - a[1])
              .map(([k, v]) => `${k} ${ms(v)}`)
              .join(', ')})`
          : '') +
        (long.length ? `; long tasks ${long.map((t) => `${at(t.ts)}+${ms(t.dur ?? 0)}`).join(' ')}` : ''),
    );
  }
  const hot = hottest(events, marks.get('bench:content'), marks.get('bench:live'));
  if (hot) lines.push(hot);
  const clicks = events.filter(
    (e) => onMain(e) && e.name === 'EventDispatch' && (e.args?.data as { type?: string })?.type === 'click',
  );
  if (clicks.length) lines.push(`clicks dispatched at ${clicks.map((c) => at(c.ts)).join(', ')} ms`);
  return lines.join('\n');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

/**
 * With the sampling profiler on (TRACE_PROFILE): where the samples between two marks fell, by
 * script (react-dom and the root layout are in the entry) and by function (minified names, with
 * their place in the built file).
 */
function hottest(events: TraceEvent[], from?: number, to?: number): string | null {
  if (from === undefined || to === undefined) return null;
  const profiles = new Map<string, { start: number; chunks: TraceEvent[] }>();
  for (const e of events) {
    const id = (e as TraceEvent & { id?: string }).id ?? '';
    if (e.name === 'Profile')
      profiles.set(id, { start: (e.args?.data as { startTime: number }).startTime, chunks: [] });
    if (e.name === 'ProfileChunk') profiles.get(id)?.chunks.push(e);
  }
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let samples = 0;
  for (const p of profiles.values()) {
    const nodes = new Map<number, ProfileNode>();
    let ts = p.start;
    for (const chunk of p.chunks) {
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      const list = data.cpuProfile?.samples ?? [];
      for (let i = 0; i < list.length; i++) {
        ts += data.timeDeltas?.[i] ?? 0;
        if (ts < from || ts > to) continue;
        const f = nodes.get(list[i])?.callFrame;
        // Waiting is not work: the breakdown above says how long the thread was busy.
        if (!f || ['(idle)', '(program)', '(root)'].includes(f.functionName)) continue;
        const script = (f.url ?? '').split('/').pop() || '(native)';
        byScript.set(script, (byScript.get(script) ?? 0) + 1);
        const fn = `${f.functionName || '(anonymous)'}${f.url ? ` ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + 1);
        samples++;
      }
    }
  }
  if (!samples) return null;
  const share = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${Math.round((v / samples) * 100)}% ${k}`)
      .join(', ');
  return `busy samples between content and live (${samples}): by script ${share(byScript, 5)}; by function ${share(byFunction, 8)}`;
}

// `node --import tsx tests/bench/trace-breakdown.ts <trace.json>`: a saved trace's breakdown.
if (process.argv[1]?.endsWith('trace-breakdown.ts') && process.argv[2]) {
  const { readFileSync } = await import('node:fs');
  console.log(traceBreakdown(JSON.parse(readFileSync(process.argv[2], 'utf8'))));
}
