import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
const dir = mkdtempSync(join(tmpdir(), 'lp-nb-'));
await build({ root: new URL('./tests/bench/network-harness', import.meta.url).pathname, configFile: false, logLevel: 'warn', base: './', build: { outDir: dir, emptyOutDir: true } });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const r of ['canvas']) {
const ctx = await b.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 2 });
const p = await ctx.newPage();
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.route('http://bench.invalid/**', (route) => {
  const path = new URL(route.request().url()).pathname;
  const file = join(dir, path === '/' ? 'index.html' : path);
  try { return route.fulfill({ body: readFileSync(file), contentType: ({ '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' } as Record<string,string>)[extname(file)] }); } catch { return route.fulfill({ status: 404 }); }
});
await p.goto('http://bench.invalid/?graph=big&renderer=' + r);
await p.waitForTimeout(500);
// settle quickly without throttling: tick synchronously
await p.evaluate(`(() => { const g = window.__graph; g.sim.tick(300); g.running = false; })()`);
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const res = await p.evaluate(`(async () => {
  const g = window.__graph;
  const out = {};
  let t = performance.now(); for (let i = 0; i < 3; i++) g.sim.tick(); out.tick = (performance.now() - t) / 3;
  const frames = async (fn, n = 20) => { const ts = []; await new Promise((res) => { const f = (at) => { ts.push(at); fn(); if (ts.length < n) requestAnimationFrame(f); else res(); }; requestAnimationFrame(f); }); const d = ts.slice(1).map((x, i) => x - ts[i]).sort((a,b)=>a-b); return { p50: d[Math.floor(d.length/2)], p95: d[Math.floor(d.length*0.95)] }; };
  out.drawFrames = await frames(() => g.renderer.draw(g.scene()));
  const ctx2 = g.renderer.ctx; const orig = ctx2.setLineDash.bind(ctx2); ctx2.setLineDash = () => orig([]);
  out.drawNoDashFrames = await frames(() => g.renderer.draw(g.scene()));
  ctx2.setLineDash = orig;
  const nodes = g.nodes; const links = g.links;
  const sc = () => ({ ...g.scene(), nodes: [] });
  out.linksOnly = await frames(() => g.renderer.draw(sc()));
  const b0 = g.renderer.batches; g.renderer.batches = [];
  out.nodesOnly = await frames(() => g.renderer.draw(g.scene()));
  g.renderer.batches = b0;
  out.nothing = await frames(() => {});
  const c = g.renderer.ctx;
  const each = (cap, dash) => () => { const t = g.t; c.setTransform(1,0,0,1,0,0); c.clearRect(0,0,c.canvas.width,c.canvas.height); c.setTransform(2*t.k,0,0,2*t.k,2*t.x,2*t.y); c.lineCap = cap; c.strokeStyle = '#22c55e'; c.globalAlpha = 0.6; c.lineWidth = 2.5; c.setLineDash(dash ? [6,4] : []); for (const l of links) { c.beginPath(); c.moveTo(l.source.x, l.source.y); c.lineTo(l.target.x, l.target.y); c.stroke(); } };
  out.eachRound = await frames(each('round', false));
  out.eachButt = await frames(each('butt', false));
  out.eachButtDash = await frames(each('butt', true));
  const batch = (cap, dash) => () => { const t = g.t; c.setTransform(1,0,0,1,0,0); c.clearRect(0,0,c.canvas.width,c.canvas.height); c.setTransform(2*t.k,0,0,2*t.k,2*t.x,2*t.y); c.lineCap = cap; c.strokeStyle = '#22c55e'; c.globalAlpha = 0.6; c.lineWidth = 2.5; c.setLineDash(dash ? [6,4] : []); c.beginPath(); for (const l of links) { c.moveTo(l.source.x, l.source.y); c.lineTo(l.target.x, l.target.y); } c.stroke(); };
  out.batchButt = await frames(batch('butt', false));
  const hair = (w, alpha) => () => { const t = g.t; c.setTransform(1,0,0,1,0,0); c.clearRect(0,0,c.canvas.width,c.canvas.height); c.setTransform(2*t.k,0,0,2*t.k,2*t.x,2*t.y); c.lineCap = 'butt'; c.strokeStyle = '#22c55e'; c.globalAlpha = alpha; c.lineWidth = w / (2*t.k); c.setLineDash([]); c.beginPath(); for (const l of links) { c.moveTo(l.source.x, l.source.y); c.lineTo(l.target.x, l.target.y); } c.stroke(); };
  out.hair1 = await frames(hair(1, 0.6));
  out.hair1opaque = await frames(hair(1, 1));
  out.w2 = await frames(hair(2, 0.6));
  out.w3 = await frames(hair(3, 0.6));
  out.batchRound = await frames(batch('round', false));
  out.tickDrawFrames = await frames(() => { g.sim.tick(); g.renderer.draw(g.scene()); });
  out.k = g.t.k;
  return out;
})()`);
console.log(r, JSON.stringify(res));
await ctx.close();
}
await b.close();
