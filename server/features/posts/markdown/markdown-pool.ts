import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type PostText, postText } from './post-text.ts';

/**
 * Posts' Markdown parsed off the main thread, under a hard time limit: a parse
 * that outlasts it has its worker terminated (a synchronous parse cannot be interrupted any
 * other way) and its texts count as too complex. One worker, kept between saves: it takes
 * a good part of a second to start (tsx and micromark load), against a few milliseconds for
 * a long post's parse; jobs wait their turn, and the limit counts from a job's start, so a
 * queue never refuses anyone.
 */

/** 250 ms here: a phone four times slower still parses an accepted post in about a second. */
export const PARSE_LIMIT_MS = 250;

/**
 * The limit stands for the parse's work; a machine busier than its cores stretches the clock by
 * as much, so the limit stretches with it (an author's ordinary post is not refused because
 * the server is busy). The parse runs in the worker either way: the main thread never waits.
 */
const stretched = (ms: number) => ms * Math.min(MAX_STRETCH, Math.max(1, loadavg()[0] / availableParallelism()));

/** At most 4×: a flood of saves raises the load too, and must not buy itself unbounded parse time. */
const MAX_STRETCH = 4;

interface Job {
  texts: string[];
  limitMs: number;
  resolve: (r: PostText[]) => void;
  reject: (e: unknown) => void;
}

let worker: { w: Worker; ready: Promise<void> } | null = null;
const queue: Job[] = [];
let running = false;
let nextId = 1;

function start() {
  // No inherited --import preloads: the .mjs entry loads tsx itself, and a preload meant for the
  // main thread (the bench's loop-delay probe) crashed the worker at start on Node 20.
  const w = new Worker(new URL('./markdown-worker.mjs', import.meta.url), { execArgv: [] });
  // Never keeps the process alive: a server stopping, a test run ending, go on without it.
  w.unref();
  const ready = new Promise<void>((resolve, reject) => {
    w.once('message', () => resolve());
    w.once('error', reject);
  });
  const handle = { w, ready };
  w.on('error', () => {
    if (worker === handle) worker = null;
  });
  w.on('exit', () => {
    if (worker === handle) worker = null;
  });
  return handle;
}

async function runNext(): Promise<void> {
  if (running) return;
  const job = queue.shift();
  if (!job) return;
  running = true;
  try {
    job.resolve(await run(job));
  } catch (err) {
    job.reject(err);
  } finally {
    running = false;
    void runNext();
  }
}

async function run(job: Job): Promise<PostText[]> {
  const handle = (worker ??= start());
  await handle.ready;
  const id = nextId++;
  return new Promise<PostText[]>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      handle.w.off('message', onMessage);
      handle.w.off('exit', onExit);
    };
    const onMessage = (m: { id?: number; results?: PostText[] }) => {
      if (m.id !== id || !m.results) return;
      done();
      resolve(m.results);
    };
    const onExit = () => {
      done();
      reject(new Error('the Markdown worker stopped'));
    };
    const timer = setTimeout(() => {
      done();
      if (worker === handle) worker = null;
      void handle.w.terminate();
      resolve(job.texts.map(() => ({ ok: false, limit: 'time' })));
    }, stretched(job.limitMs));
    handle.w.on('message', onMessage);
    handle.w.on('exit', onExit);
    handle.w.postMessage({ id, texts: job.texts });
  });
}

/**
 * Texts this short are read in place: within the limits their worst parse is a few milliseconds
 * (tests/bench, security:markdown), less than the trip to the worker costs a busy server.
 */
export const IN_PLACE_CHARS = 1000;

/** Each text read as postText does, in the worker; a text over the time limit answers `{ ok: false, limit: 'time' }`. */
export function parseInWorker(texts: string[], limitMs = PARSE_LIMIT_MS): Promise<PostText[]> {
  if (texts.every((t) => t.length <= IN_PLACE_CHARS)) return Promise.resolve(texts.map((t) => postText(t)));
  return new Promise((resolve, reject) => {
    queue.push({ texts, limitMs, resolve, reject });
    void runNext();
  });
}

/** Starts the worker ahead of the first save (the server's start). */
export function warmMarkdownWorker(): void {
  worker ??= start();
  worker.ready.catch(() => {});
}
