import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import pngToIco from 'png-to-ico';
import { CHROMIUM_PATH } from './chromium-features.ts';

/**
 * `npm run icons`: draws client/public/favicon.svg as the PNG icons the site links to, into
 * client/public/icons/, and as client/public/favicon.ico. The tab's icon is a PNG because Chromium decodes an SVG
 * favicon by building a whole SVG document on the page's main thread (a long task after every first load;
 * docs/decisions/0017); the manifest lists the larger sizes for installing the site; /favicon.ico is for what
 * asks for it without reading a page (Chromium's PDF viewer, feed readers, old bookmarks).
 */
const ROOT = path.join(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'client', 'public', 'favicon.svg');
const OUT_DIR = path.join(ROOT, 'client', 'public', 'icons');
const FAVICON_ICO = path.join(ROOT, 'client', 'public', 'favicon.ico');
// iOS draws the home-screen icon's corners itself and shows transparent ones black: that one is opaque, its
// corners filled with the icon's own background (the SVG's first fill). The maskable icon is cut to a circle,
// a squircle or a rounded square by the launcher, which may keep only the central 80 %: it is opaque too, with
// the logo drawn at 80 % of its size so that the letter sits well inside that safe zone.
const ICONS = [
  { file: 'favicon-32.png', size: 32, opaque: false, scale: 1 },
  { file: 'apple-touch-icon.png', size: 180, opaque: true, scale: 1 },
  { file: 'icon-192.png', size: 192, opaque: false, scale: 1 },
  { file: 'icon-512.png', size: 512, opaque: false, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, opaque: true, scale: 0.8 },
];
// The sizes Windows and browsers pick from in an .ico, each drawn at its own size rather than scaled down.
const ICO_SIZES = [16, 32, 48];

const svg = readFileSync(SOURCE, 'utf8');
const background = /fill="(#[0-9a-f]{3,8})"/i.exec(svg)?.[1];
if (!background) throw new Error(`${SOURCE} has no fill colour to put behind the opaque icons`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const page = await browser.newPage();
  const draw = async (size: number, opaque: boolean, scale: number) => {
    const drawn = Math.round(size * scale);
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;height:100%${opaque ? `;background:${background}` : ''}}body{display:flex;align-items:center;justify-content:center}svg{display:block;width:${drawn}px;height:${drawn}px}</style>${svg}`,
    );
    return page.screenshot({ omitBackground: !opaque });
  };
  for (const { file, size, opaque, scale } of ICONS) {
    writeFileSync(path.join(OUT_DIR, file), await draw(size, opaque, scale));
    console.log(`wrote client/public/icons/${file} (${size}×${size})`);
  }
  const icoImages = [];
  for (const size of ICO_SIZES) icoImages.push(await draw(size, false, 1));
  writeFileSync(FAVICON_ICO, await pngToIco(icoImages));
  console.log(`wrote client/public/favicon.ico (${ICO_SIZES.join(', ')} px)`);
} finally {
  await browser.close();
}
