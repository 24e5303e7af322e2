import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * `npm run icons`: draws client/public/favicon.svg as the PNG icons the site links to, into
 * client/public/icons/. The tab's icon is a PNG because Chromium decodes an SVG favicon by building a whole SVG
 * document on the page's main thread (a long task after every first load; docs/decisions/0017); the manifest
 * lists the larger sizes for installing the site.
 */
const ROOT = path.join(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'client', 'public', 'favicon.svg');
const OUT_DIR = path.join(ROOT, 'client', 'public', 'icons');
// iOS draws the home-screen icon's corners itself and shows transparent ones black: that one is opaque, its
// corners filled with the icon's own background (the SVG's first fill).
const ICONS = [
  { file: 'favicon-32.png', size: 32, opaque: false },
  { file: 'apple-touch-icon.png', size: 180, opaque: true },
  { file: 'icon-192.png', size: 192, opaque: false },
  { file: 'icon-512.png', size: 512, opaque: false },
];

const svg = readFileSync(SOURCE, 'utf8');
const background = /fill="(#[0-9a-f]{3,8})"/i.exec(svg)?.[1];
if (!background) throw new Error(`${SOURCE} has no fill colour to put behind the opaque icon`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, size, opaque } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0${opaque ? `;background:${background}` : ''}}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(path.join(OUT_DIR, file), await page.screenshot({ omitBackground: !opaque }));
    console.log(`wrote client/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
