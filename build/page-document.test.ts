// @vitest-environment jsdom
// The build runs in Node; this test reads the page it wrote with the browser's own parser.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_FORMATS_ID } from '#shared/formatting/prerendered-formats.ts';
import { PAGE_CATALOGUES_ID } from '#shared/i18n/namespaces.ts';
import { DOCS_PAGES, docsPath } from '#shared/paths.ts';
import type { DocsMetadata } from './docs/docs-manifest.ts';
import { buildStructuredData } from './structured-data/structured-data.ts';
import { pageHtml } from './test/page-html.ts';

const page = { culture: 'es-ES' as const, route: '/pricing', publicUrl: 'https://example.com' };

function formatsIn(html: string): unknown {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const script = document.getElementById(PRERENDERED_FORMATS_ID);
  return script ? JSON.parse(script.textContent ?? '') : undefined;
}

describe('pageParts', () => {
  it('puts the page into the shell with its culture, title and canonical URL', () => {
    const html = pageHtml('<title>Precios</title><main><h1>Precios</h1></main>', page);
    expect(html).toContain('<html lang="es-ES"');
    expect(html).toContain('<title>Precios</title>');
    expect(html).not.toContain('<title>FakeXrmEasy</title>');
    expect(html).toContain('<link rel="canonical" href="https://example.com/es/pricing"/>');
    expect(html).toContain('<div id="root"><main><h1>Precios</h1></main></div>');
  });

  const headOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').head;
  const alternatesOf = (html: string) =>
    [...headOf(html).querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
  const metaOf = (html: string, property: string) =>
    [...headOf(html).querySelectorAll(`meta[property="${property}"], meta[name="${property}"]`)].map((meta) =>
      meta.getAttribute('content'),
    );

  it('names every culture of the page as an alternate, and the unprefixed URL as x-default', () => {
    for (const culture of ['en-GB', 'es-ES', 'ca-ES'] as const) {
      const html = pageHtml('<main></main>', { ...page, culture });
      expect(alternatesOf(html)).toEqual([
        'en https://example.com/pricing',
        'es https://example.com/es/pricing',
        'ca https://example.com/ca/pricing',
        'x-default https://example.com/pricing',
      ]);
      expect(metaOf(html, 'og:locale')).toEqual([culture.replace('-', '_')]);
      expect(metaOf(html, 'og:locale:alternate')).toHaveLength(2);
      expect(metaOf(html, 'robots')).toEqual([]);
    }
  });

  it('gives the home page one canonical, / in each culture, whichever of / and /home it is', () => {
    for (const route of ['/', '/home']) {
      const html = pageHtml('<main></main>', { ...page, culture: 'ca-ES', route });
      expect(headOf(html).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://example.com/ca',
      );
      expect(alternatesOf(html)[0]).toBe('en https://example.com/');
    }
  });

  it('sends the docs, English under every prefix, to their English URL', () => {
    const html = pageHtml('<main></main>', { ...page, route: '/get-started/queries' });
    expect(headOf(html).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.com/get-started/queries',
    );
    expect(alternatesOf(html)).toEqual([]);
    expect(metaOf(html, 'og:locale')).toEqual(['en_GB']);
  });

  const markdownTwinsOf = (html: string) =>
    [...headOf(html).querySelectorAll('link[rel="alternate"][type="text/markdown"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('names the Markdown twin of every docs page, in every culture the one unprefixed twin', () => {
    for (const culture of ['en-GB', 'es-ES', 'ca-ES'] as const) {
      for (const docsPage of DOCS_PAGES) {
        const html = pageHtml('<main></main>', { ...page, culture, route: docsPath(docsPage) });
        expect(markdownTwinsOf(html)).toEqual([`https://example.com/get-started/${docsPage}.md`]);
      }
    }
    for (const route of ['/', '/pricing', '/licensing', '/notfound']) {
      expect(markdownTwinsOf(pageHtml('<main></main>', { ...page, route }))).toEqual([]);
    }
  });

  it.each(['/account/signin', '/contact/sent', '/newsletter/subscribed', '/forbidden', '/notfound'])(
    'asks search engines not to index %s, and names no canonical',
    (route) => {
      const html = pageHtml('<main></main>', { ...page, route });
      expect(metaOf(html, 'robots')).toEqual(['noindex']);
      expect(headOf(html).querySelector('link[rel="canonical"]')).toBeNull();
      expect(alternatesOf(html)).toEqual([]);
    },
  );

  it('carries the formatted text in a JSON script that no string inside it can end early', () => {
    const formats = {
      'price|es-ES|EUR|35': '35\u00a0€',
      tricky: '</script><script>alert(1)</script><!--\u2028',
    };
    const html = pageHtml('<main></main>', { ...page, formats });
    expect(html).toContain(`<script type="application/json" id="${PRERENDERED_FORMATS_ID}">`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(formatsIn(html)).toEqual(formats);
  });

  it("carries the island's catalogues in a JSON script that parses back, whatever their words hold", () => {
    const catalogues = { common: { siteName: 'FakeXrmEasy', tricky: '</script><!-- \u2028' } };
    const html = pageHtml('<main></main>', { ...page, catalogues });
    const script = new DOMParser().parseFromString(html, 'text/html').getElementById(PAGE_CATALOGUES_ID);
    expect(JSON.parse(script?.textContent ?? '')).toEqual(catalogues);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(pageHtml('<main></main>', page)).not.toContain(PAGE_CATALOGUES_ID);
  });

  it('adds no script when the page formatted nothing', () => {
    expect(pageHtml('<main></main>', { ...page, formats: {} })).not.toContain(PRERENDERED_FORMATS_ID);
    expect(pageHtml('<main></main>', page)).not.toContain(PRERENDERED_FORMATS_ID);
  });

  it('carries each JSON-LD object in a script of its own that parses back, whatever its text holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 </SCRIPT >';
    const docs = Object.fromEntries(
      DOCS_PAGES.map((docsPage) => [docsPage, { title: hostile, description: hostile }]),
    ) as DocsMetadata;
    const route = docsPath('queries');
    const structuredData = buildStructuredData({ ...page, route, docs });
    const html = pageHtml('<main></main>', { ...page, route, structuredData });

    const document = new DOMParser().parseFromString(html, 'text/html');
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json', 'application/ld+json']);
    expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual(structuredData);
    expect(html.match(/<\/script>/gi)).toHaveLength(2);
  });
});
