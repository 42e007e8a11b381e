import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
const require = createRequire(import.meta.url);
const WV = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js'), 'utf8');
const BASE = 'http://127.0.0.1:3600';
const key = process.env.ANON;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 2, locale: 'ru-RU' });
const page = await ctx.newPage();
await page.goto(BASE + '/robots.txt');
const sid = await page.evaluate(async (key) => {
  const call = async (body) => (await fetch('/functions/v1/auth', { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();
  const { sessionId } = await call({ action: 'initSession' });
  const { people } = await call({ action: 'demoPeople' });
  const p = people.find((x) => x.username === 'anna_smirnova');
  const a = await call({ action: 'demoSignIn', sessionId, profileId: p.id });
  localStorage.setItem('sessionId', a.sessionId);
  return a.sessionId;
}, key);
await page.addInitScript(`${WV};window.__ev=[];new PerformanceObserver(l=>{for(const e of l.getEntries()) if(e.interactionId) window.__ev.push({n:e.name,d:e.duration,w:Math.round(e.processingStart-e.startTime),h:Math.round(e.processingEnd-e.processingStart),id:e.interactionId,t:e.target&&e.target.outerHTML&&e.target.outerHTML.slice(0,60)})}).observe({type:'event',durationThreshold:16,buffered:true});`);
const cdp = await ctx.newCDPSession(page);
await page.goto(BASE + (process.env.PATHX ?? '/planner'));
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 400)))));
for (const [name, act] of [
  ['tab-more', () => page.getByTestId('tab-more').click()],
  ['escape', () => page.keyboard.press('Escape')],
  ['tab-more2', () => page.getByTestId('tab-more').click()],
  ['escape', () => page.keyboard.press('Escape')],
  ['fab', () => page.getByTestId('create-menu').click()],
  ['escape', () => page.keyboard.press('Escape')],
  ['search', () => page.getByTestId('table-search').click()],
  ['row', () => page.getByTestId('task-row').nth(1).click()],
]) {
  await page.evaluate(() => (window.__ev = []));
  if (name === 'tab-more') await browser.startTracing(page, { path: '/tmp/probe-trace.json', categories: ['devtools.timeline','disabled-by-default-devtools.timeline','toplevel','v8.execute','blink.user_timing','loading','disabled-by-default-devtools.timeline.frame','benchmark','cc','viz'] });
  await act().catch((e) => console.log(name, 'failed', e.message.slice(0, 80)));
  await settle();
  await page.waitForTimeout(500);
  if (name === 'tab-more') await browser.stopTracing();
  const ev = await page.evaluate(() => window.__ev);
  const worst = ev.reduce((m, e) => (e.d > m.d ? e : m), { d: 0 });
  console.log(name, worst.d, worst.n, 'wait', worst.w, 'handlers', worst.h, worst.t ?? '');
}
await browser.close();
