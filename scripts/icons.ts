// `npx tsx scripts/icons.ts`: draws the app icons (a white bicycle wheel on #009ACE, the mark of public/icon.svg) as
// SVG and renders them once to the PNG files the web manifests and index.html name, with the system Chromium
// (CHROME_PATH, default /usr/bin/chromium). Run it by hand after changing the mark and commit the PNGs; nothing in
// the build or the tests runs it. Writes public/icons/icon-192.png, icon-512.png, icon-maskable-512.png and
// apple-touch-icon-512.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const BRAND = '#009ACE';
const OUT_DIR = 'public/icons';

interface IconSpec {
  file: string;
  size: number;
  /**
   * any: rounded tile with transparent corners; maskable: full-bleed square with the wheel inside the safe zone
   * (the centre circle of 40 % radius that every launcher mask keeps); apple: full-bleed square, because iOS rounds
   * the corners itself and paints transparent pixels black.
   */
  shape: 'any' | 'maskable' | 'apple';
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, shape: 'any' },
  { file: 'icon-512.png', size: 512, shape: 'any' },
  { file: 'icon-maskable-512.png', size: 512, shape: 'maskable' },
  { file: 'apple-touch-icon-512.png', size: 512, shape: 'apple' },
];

/** The wheel on a 512 grid: rim, inner rim, 16 spokes and the hub (the geometry of public/icon.svg). */
function wheel(): string {
  const c = 256;
  const spokes: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const a = (i * Math.PI) / 8;
    // Each spoke leans the same way from the hub flange, which reads as a wheel rather than a star at 48 px.
    const lace = 0.2;
    const x1 = c + 26 * Math.cos(a);
    const y1 = c + 26 * Math.sin(a);
    const x2 = c + 150 * Math.cos(a + lace);
    const y2 = c + 150 * Math.sin(a + lace);
    spokes.push(`M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`);
  }
  return `<g fill="none" stroke="#fff" stroke-linecap="round">
    <circle cx="${c}" cy="${c}" r="176" stroke-width="36"/>
    <circle cx="${c}" cy="${c}" r="146" stroke-width="8" opacity=".55"/>
    <path stroke-width="8" d="${spokes.join('')}"/>
  </g>
  <circle cx="${c}" cy="${c}" r="34" fill="#fff"/>
  <circle cx="${c}" cy="${c}" r="14" fill="${BRAND}"/>`;
}

function svg(spec: IconSpec): string {
  // The wheel's outer edge is at radius 194 of 512; in the maskable icon it must stay inside 0.4 × 512 = 204.8,
  // with some air: scaled to 0.82 it ends at 159.
  const scale = spec.shape === 'maskable' ? 0.82 : spec.shape === 'apple' ? 0.9 : 1;
  const background =
    spec.shape === 'any'
      ? `<rect width="512" height="512" rx="96" fill="${BRAND}"/>`
      : `<rect width="512" height="512" fill="${BRAND}"/>`;
  const offset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.size}" height="${spec.size}" viewBox="0 0 512 512">
  ${background}
  <g transform="translate(${offset} ${offset}) scale(${scale})">${wheel()}</g>
</svg>`;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const spec of ICONS) {
      const page = await browser.newPage({ viewport: { width: spec.size, height: spec.size }, deviceScaleFactor: 1 });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${svg(spec)}</body></html>`,
      );
      const png = await page.screenshot({
        clip: { x: 0, y: 0, width: spec.size, height: spec.size },
        omitBackground: true,
      });
      writeFileSync(join(OUT_DIR, spec.file), png);
      await page.close();
      console.log(`${join(OUT_DIR, spec.file)}: ${spec.size}×${spec.size}, ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
