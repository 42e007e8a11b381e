/**
 * image-upload against bare sharp, in the same run: a 12-megapixel JPEG of about 4 MB
 * uploaded as a post cover (upload to answer) beside sharp doing the same resize and
 * encode in this process; then four such uploads at once, with the server's resident
 * memory sampled from /proc and a /healthz probe timing the event loop alongside.
 * Targets: the call within 1.3× of bare sharp; under 400 MB peak; no probe over 100 ms.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { createSession } from '@server/services/sessions.ts';
import { noiseJpeg } from '../support/images.ts';
import { serverLoopDelay } from './loop-delay-probe.ts';

interface Ctx {
  baseUrl: string;
  anonKey: string;
  db: Kysely<any>;
  serverPid: number;
  /** where the server's loop-delay.ts writes its event-loop delay on SIGUSR2 */
  loopDelayFile: string;
}

const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x: number) => Math.round(x);

/** CPU time (user + system) in ms of a process, or of one of its threads (Linux /proc, USER_HZ 100). */
function cpuMs(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident and peak-resident memory of a process, in MB (Linux /proc). */
function memoryMb(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/**
 * /healthz every 20 ms from a process of its own, so the time measured is the server's
 * (this process is busy sending the uploads); its latencies come back when stdin closes.
 */
function startProbe(url: string): { stop(): Promise<number[]> } {
  const code = `
    const times = []; let on = true;
    process.stdin.on('end', () => { on = false; }).resume();
    (async () => {
      while (on) {
        const t = performance.now();
        await (await fetch(process.argv[1])).text();
        times.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
      process.stdout.write(JSON.stringify(times));
    })();`;
  const child = spawn(process.execPath, ['-e', code, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const done = new Promise<number[]>((resolve) => child.on('exit', () => resolve(JSON.parse(out || '[]') as number[])));
  return {
    stop() {
      child.stdin.end();
      return done;
    },
  };
}

async function signedInSession(db: Kysely<any>): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({ first_name: 'Images', username: 'bench_images' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({ user_id: user.id, name: 'Bench Images', username: 'bench_images' })
    .execute();
  return createSession(db, { userId: user.id });
}

export async function imagesBench({ baseUrl, anonKey, db, serverPid, loopDelayFile }: Ctx) {
  const sessionId = await signedInSession(db);
  const photo = await noiseJpeg(4000, 3000, 75, 6);

  const upload = async () => {
    const form = new FormData();
    form.append('sessionId', sessionId);
    form.append('bucket', 'posts');
    form.append('folder', 'covers');
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const res = await fetch(`${baseUrl}/functions/v1/image-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${anonKey}` },
      body: form,
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`image-upload answered ${res.status}: ${body}`);
    return performance.now() - started;
  };
  // The server's own settings (process-image.ts), so both sides use two libvips threads.
  sharp.concurrency(2);
  sharp.cache(false);
  const bare = async () => {
    const started = performance.now();
    await sharp(photo, { failOn: 'truncated' })
      .rotate()
      .resize({ width: 1600, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return performance.now() - started;
  };

  await upload(); // warm-up: first use loads libvips in the server
  await bare();
  const uploads: number[] = [];
  const bares: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    bares.push(await bare());
    uploads.push(await upload());
  }

  // Four at once, with the event loop probed every 20 ms and memory sampled every 10 ms.
  const before = memoryMb(serverPid);
  let peakRss = before.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryMb(serverPid).rss)), 10);
  const probe = startProbe(`${baseUrl}/healthz`);
  await new Promise((r) => setTimeout(r, 300)); // the probe's own start-up
  await serverLoopDelay(serverPid, loopDelayFile);
  // The main thread's id is the process id: its CPU against the whole process's says how
  // much of the work stayed off the event loop, whatever else the machine is doing.
  const [mainBefore, allBefore] = [
    cpuMs(`/proc/${serverPid}/task/${serverPid}/stat`),
    cpuMs(`/proc/${serverPid}/stat`),
  ];
  const started = performance.now();
  const four = await Promise.all([upload(), upload(), upload(), upload()]);
  const wall = performance.now() - started;
  const loop = await serverLoopDelay(serverPid, loopDelayFile);
  const [mainCpu, allCpu] = [
    cpuMs(`/proc/${serverPid}/task/${serverPid}/stat`) - mainBefore,
    cpuMs(`/proc/${serverPid}/stat`) - allBefore,
  ];
  const probes = await probe.stop();
  clearInterval(sampler);
  const after = memoryMb(serverPid);

  const result = {
    image: { width: 4000, height: 3000, megabytes: +(photo.byteLength / 1024 / 1024).toFixed(2) },
    single: {
      uploadMedianMs: round(median(uploads)),
      bareSharpMedianMs: round(median(bares)),
      ratio: +(median(uploads) / median(bares)).toFixed(2),
      target: '≤ 1.3',
    },
    fourAtOnce: {
      wallMs: round(wall),
      eachMs: four.map(round),
      serverRssBeforeMb: round(before.rss),
      serverPeakRssMb: round(peakRss),
      serverPeakRssSinceStartMb: round(after.hwm),
      target: 'peak < 400 MB',
      serverCpuMs: allCpu,
      serverMainThreadCpuMs: mainCpu,
      serverEventLoopMaxMs: round(loop.maxMs),
      serverEventLoopP99Ms: round(loop.p99Ms),
      stallTarget: 'server event loop max < 100 ms',
      healthzProbes: probes.length,
      healthzMaxMs: round(Math.max(...probes)),
      healthzMedianMs: +median(probes).toFixed(1),
      loadAverage: loadavg().map((x) => +x.toFixed(2)),
    },
  };
  if (result.single.ratio > 1.3 || peakRss >= 400 || loop.maxMs >= 100) process.exitCode = 1;
  return result;
}
