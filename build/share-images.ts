import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { createElement as h } from 'react';
import satori from 'satori';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-and-install-tags.ts';

/** What a page's picture says: the site's name, the page's own title (without the site's name), its description. */
export interface ShareImageText {
  siteName: string;
  title: string;
  description?: string;
}

const ROOT = path.join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

// Inter's latin and latin-ext subsets: every letter of the three cultures (á à é è í ï ó ò ú ü ñ ç · ŀ ’ « »)
// and of the European names a title may quote. satori reads WOFF, not WOFF2.
const fonts = () =>
  (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      // One family per subset: satori keeps one font per name and weight, and falls back across families.
      name: subset === 'latin' ? 'Inter' : 'Inter latin-ext',
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );

/** The site's brand colours, read from the stylesheet that defines them (client/styles/main.scss). */
function brandColours() {
  const scss = readFileSync(path.join(ROOT, 'client', 'styles', 'main.scss'), 'utf8');
  const colour = (name: string) => {
    const value = new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{6});`, 'im').exec(scss)?.[1];
    if (!value) throw new Error(`client/styles/main.scss defines no $${name} colour for the share pictures`);
    return value;
  };
  return { primary: colour('primary'), dark: colour('dark') };
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0), as Bootstrap's tint and shade do. */
function mix(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16);
    return Math.round(channel + (target - channel) * weight)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${channels.join('')}`;
}

/** Everything a picture shares, loaded once per build: fonts, logo, colours. */
function loadLook() {
  const { primary, dark } = brandColours();
  const logo = readFileSync(path.join(ROOT, 'client', 'public', 'favicon.svg'));
  return {
    fonts: fonts(),
    logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    // The home page's hero (client/styles/_home.scss), the dark colour into the brand's, but from top to bottom:
    // rows of one colour each compress to a tenth of the PNG a diagonal gradient makes.
    background: `linear-gradient(180deg, ${dark} 0%, ${mix(primary, -0.3)} 60%, ${primary} 100%)`,
    muted: mix(primary, 0.8),
  };
}

type Look = ReturnType<typeof loadLook>;
let look: Look | undefined;

function picture({ siteName, title, description }: ShareImageText, { logo, background, muted }: Look) {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        boxSizing: 'border-box',
        padding: '64px 80px 72px 80px',
        background,
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24 } },
      h('img', { src: logo, width: 80, height: 80, alt: '' }),
      h('div', { style: { fontSize: 40, fontWeight: 700, letterSpacing: -0.5 } }, siteName),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 24, width: SHARE_IMAGE_WIDTH - 160 } },
      h('div', { style: { fontSize: 64, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 } }, title),
      description
        ? h(
            'div',
            { style: { fontSize: 30, fontWeight: 400, lineHeight: 1.4, color: muted, lineClamp: 2 } },
            description,
          )
        : null,
    ),
  );
}

/** Draws a page's share picture: a 1200×630 PNG with the site's logo, the page's title and its description. */
export async function renderShareImage(text: ShareImageText): Promise<Buffer> {
  if (!text.title.trim()) throw new Error('A share picture needs a title');
  look ??= loadLook();
  const missing: string[] = [];
  const svg = await satori(picture(text, look), {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: look.fonts,
    // satori asks for another font when the text has a character these lack, and would draw an empty box.
    loadAdditionalAsset: async (_language, characters) => {
      missing.push(characters);
      return [];
    },
  });
  if (missing.length > 0)
    throw new Error(
      `The share pictures' fonts have no glyph for "${missing.join('')}" (in "${text.title}"): build/share-images.ts needs a font that has them`,
    );
  // The text is already drawn as paths: resvg needs no fonts of its own.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an HTML attribute or element as the page's reader sees it (React escapes &, <, >, " and '). */
function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name] ?? entity;
    const hex = name[1] === 'x' || name[1] === 'X';
    return String.fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/**
 * What a prerendered page's picture says, read from its HTML: the <title> without the " | <site name>" every
 * title ends with (the picture shows the site's name beside its logo), and the meta description.
 */
export function shareImageText(html: string, siteName: string): ShareImageText {
  const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').trim();
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const suffix = ` | ${siteName}`;
  const ownTitle = title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title;
  return {
    siteName,
    title: ownTitle || siteName,
    ...(description ? { description: decodeHtml(description) } : {}),
  };
}

/**
 * Draws every page's picture and writes it to its file. Pages that say the same (the docs are English in
 * every culture) share one drawing. Drawings run a few at once: resvg's rasterising, four fifths of a picture's
 * 30 ms, runs on Node's thread pool, so every core is busy while satori lays out the next on the main thread.
 */
export async function writeShareImages(pictures: ReadonlyArray<{ file: string; text: ShareImageText }>) {
  const byText = new Map<string, { text: ShareImageText; files: string[] }>();
  for (const { file, text } of pictures) {
    const key = JSON.stringify([text.siteName, text.title, text.description ?? '']);
    const entry = byText.get(key) ?? { text, files: [] };
    entry.files.push(file);
    byText.set(key, entry);
  }
  const queue = [...byText.values()];
  const draw = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const png = await renderShareImage(next.text);
      for (const file of next.files) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, png);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, draw));
  return { pictures: pictures.length, drawn: byText.size };
}
