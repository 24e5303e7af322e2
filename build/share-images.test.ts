import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { renderShareImage, shareImageText, writeShareImages } from './share-images.ts';
import { pngHeader } from './test/png-header.ts';

const siteName = 'FakeXrmEasy';

describe('a share picture', () => {
  // Every letter the Spanish and Catalan titles use: accents both ways, ñ, ç, the flying point of l·l, the
  // typographic apostrophe, guillemets. A missing one would fail the drawing (see the test below).
  test.each([
    {
      title: 'Restabliment de contrasenya sol·licitat',
      description: 'L’enllaç caduca d’aquí a una hora: «Feu-lo servir».',
    },
    { title: 'Política de privacidad y aviso legal', description: 'Señales, niños, pingüinos: ¿qué más?' },
    { title: 'Pricing' },
  ])(
    'is a 1200×630 PNG: "$title"',
    async (text) => {
      expect(pngHeader(await renderShareImage({ siteName, ...text }))).toMatchObject({
        width: 1200,
        height: 630,
      });
    },
    20_000,
  );

  test('refuses a title its fonts cannot draw, naming the characters, rather than draw empty boxes', async () => {
    await expect(renderShareImage({ siteName, title: 'Ελληνικά' })).rejects.toThrow(/no glyph for "Ε/);
  });

  test('needs a title', async () => {
    await expect(renderShareImage({ siteName, title: ' ' })).rejects.toThrow('A share picture needs a title');
  });
});

describe("a page's picture text", () => {
  test("is the page's title without the site's name, and its description, unescaped", () => {
    const html =
      '<html><head><title>Casos d&#x27;èxit &amp; més | FakeXrmEasy</title><meta name="description" content="Com &quot;fan&quot; servir &lt;FakeXrmEasy&gt;"/></head></html>';
    expect(shareImageText(html, siteName)).toEqual({
      siteName,
      title: "Casos d'èxit & més",
      description: 'Com "fan" servir <FakeXrmEasy>',
    });
  });

  test("is the site's name for a page without a title of its own, and has no description when the page has none", () => {
    expect(shareImageText('<title>FakeXrmEasy</title>', siteName)).toEqual({ siteName, title: siteName });
    expect(shareImageText('<head></head>', siteName)).toEqual({ siteName, title: siteName });
  });
});

describe('writing the pictures', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'share-images-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('writes one file per page, and draws pages that say the same only once', async () => {
    const overview = { siteName, title: 'Overview', description: 'The docs are English in every culture.' };
    const pictures = [
      { file: path.join(dir, 'en-GB', 'get-started', 'overview.png'), text: overview },
      { file: path.join(dir, 'es-ES', 'get-started', 'overview.png'), text: overview },
      { file: path.join(dir, 'es-ES', 'pricing.png'), text: { siteName, title: 'Precios' } },
    ];
    expect(await writeShareImages(pictures)).toEqual({ pictures: 3, drawn: 2 });
    const [english, spanish, pricing] = pictures.map(({ file }) => readFileSync(file)) as [
      Buffer,
      Buffer,
      Buffer,
    ];
    expect(english.equals(spanish)).toBe(true);
    expect(english.equals(pricing)).toBe(false);
    expect(pngHeader(pricing)).toMatchObject({ width: 1200, height: 630 });
  }, 20_000);
});
