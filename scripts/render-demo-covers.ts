/**
 * Renders the six demo post covers (1200×400 WebP, the size the spec recommends) into
 * miniapp/public/demo/covers/{0..5}.webp: abstract drawings on the themes of the demo posts
 * (court columns, documents, a city block, charts, scales, a network). Demo data only: a
 * person's own covers go through image-upload.
 * Run: node --import tsx scripts/render-demo-covers.ts
 */
import { resolve } from 'node:path';
import sharp from 'sharp';

const out = resolve(import.meta.dirname, '../miniapp/public/demo/covers');
const W = 1200;
const H = 400;

const frame = (
  from: string,
  to: string,
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <g fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${body}</g>
</svg>`;

const columns = Array.from(
  { length: 6 },
  (_, i) => `<line x1="${420 + i * 72}" y1="150" x2="${420 + i * 72}" y2="300"/>`,
).join('');
const docs = [0, 1, 2]
  .map(
    (
      i,
    ) => `<rect x="${430 + i * 60}" y="${90 + i * 20}" width="220" height="260" rx="12" fill="#fff" fill-opacity="0.08"/>
  ${[0, 1, 2, 3, 4].map((l) => `<line x1="${460 + i * 60}" y1="${140 + i * 20 + l * 36}" x2="${610 + i * 60 - (l % 2) * 40}" y2="${140 + i * 20 + l * 36}"/>`).join('')}`,
  )
  .join('');
const city = [
  [380, 180, 90],
  [480, 120, 110],
  [600, 200, 80],
  [690, 150, 120],
  [820, 230, 70],
]
  .map(
    ([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${360 - y}" rx="6" fill="#fff" fill-opacity="0.1"/>`,
  )
  .join('');
const bars = [120, 180, 150, 230, 270]
  .map(
    (h, i) =>
      `<rect x="${420 + i * 80}" y="${340 - h}" width="50" height="${h}" rx="6" fill="#fff" fill-opacity="0.12"/>`,
  )
  .join('');
const nodes: [number, number][] = [
  [600, 200],
  [470, 120],
  [450, 290],
  [740, 110],
  [770, 280],
  [620, 330],
  [600, 70],
];
const network =
  nodes
    .slice(1)
    .map(([x, y]) => `<line x1="600" y1="200" x2="${x}" y2="${y}"/>`)
    .join('') +
  nodes
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 0 ? 34 : 20}" fill="#fff" fill-opacity="0.15"/>`)
    .join('');

const covers = [
  frame(
    '#1e3a8a',
    '#0f766e',
    `<path d="M400 140 L600 70 L800 140 Z"/>${columns}<line x1="390" y1="320" x2="810" y2="320"/>`,
  ),
  frame('#4c1d95', '#be185d', docs),
  frame('#0c4a6e', '#0891b2', `${city}<line x1="340" y1="360" x2="900" y2="360"/>`),
  frame('#14532d', '#65a30d', `${bars}<polyline points="430,260 510,210 590,230 670,150 750,110"/>`),
  frame(
    '#7c2d12',
    '#d97706',
    `<line x1="600" y1="80" x2="600" y2="330"/><line x1="460" y1="130" x2="740" y2="130"/><path d="M460 130 L410 240 H510 Z"/><path d="M740 130 L690 240 H790 Z"/><line x1="540" y1="330" x2="660" y2="330"/>`,
  ),
  frame('#312e81', '#7c3aed', network),
];

for (const [i, svg] of covers.entries()) {
  const info = await sharp(Buffer.from(svg))
    .webp({ quality: 80 })
    .toFile(resolve(out, `${i}.webp`));
  console.log(`${i}.webp ${info.size} bytes`);
}
