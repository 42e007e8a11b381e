/**
 * Renders the PWA icons from miniapp/public/icons/icon.svg with the system Chromium:
 *   icon-192.png, icon-512.png   the icon as drawn (rounded square, transparent corners)
 *   icon-maskable-512.png        full-bleed black, the glyph shrunk into the maskable safe zone
 *                                (a centred circle of 80% diameter), so launchers may crop it to
 *                                any shape without cutting the scales.
 * Run: node --import tsx scripts/render-icons.ts   (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const dir = resolve(import.meta.dirname, '../miniapp/public/icons');
const svg = readFileSync(join(dir, 'icon.svg'), 'utf8');
const BACKGROUND = '#000';
/** The maskable safe zone's radius as a share of the icon's size (W3C: 40%), less a margin. */
const SAFE_RADIUS = 0.4 * 0.92;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });

  async function render(markup: string, size: number, file: string, transparent: boolean) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style></head><body>${markup}</body></html>`,
    );
    await page.screenshot({
      path: join(dir, file),
      omitBackground: transparent,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`wrote ${file} (${size}×${size})`);
  }

  await render(svg, 192, 'icon-192.png', true);
  await render(svg, 512, 'icon-512.png', true);

  // Maskable: measure the glyph (everything but the background rect) in the browser, then
  // scale it about its centre so its farthest corner stays inside the safe circle.
  const maskable = await page.evaluate(
    ({ svg, background, safeRadius }) => {
      document.body.innerHTML = svg;
      const root = document.querySelector('svg')!;
      const [, , w, h] = (root.getAttribute('viewBox') ?? '0 0 512 512').split(/\s+/).map(Number);
      root.querySelector(':scope > rect')?.remove();
      const glyph = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      glyph.append(...Array.from(root.childNodes));
      root.append(glyph);
      const box = glyph.getBBox();
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const halfDiagonal = Math.hypot(box.width, box.height) / 2;
      const scale = Math.min(1, (safeRadius * Math.min(w, h)) / halfDiagonal);
      glyph.setAttribute(
        'transform',
        `translate(${w / 2} ${h / 2}) scale(${scale.toFixed(4)}) translate(${-cx} ${-cy})`,
      );
      const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      bg.setAttribute('width', String(w));
      bg.setAttribute('height', String(h));
      bg.setAttribute('fill', background);
      root.prepend(bg);
      return root.outerHTML;
    },
    { svg, background: BACKGROUND, safeRadius: SAFE_RADIUS },
  );
  await render(maskable, 512, 'icon-maskable-512.png', false);
} finally {
  await browser.close();
}
