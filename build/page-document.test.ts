// @vitest-environment jsdom
// The build runs in Node; this test reads the page it wrote with the browser's own parser.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_FORMATS_ID } from '#shared/formatting/prerendered-formats.ts';
import { injectPage } from './page-document.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><title>FakeXrmEasy</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const page = { culture: 'es-ES' as const, route: '/pricing', publicUrl: 'https://example.com' };

function formatsIn(html: string): unknown {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const script = document.getElementById(PRERENDERED_FORMATS_ID);
  return script ? JSON.parse(script.textContent ?? '') : undefined;
}

describe('injectPage', () => {
  it('puts the page into the shell with its culture, title and canonical URL', () => {
    const html = injectPage(SHELL, '<title>Precios</title><main><h1>Precios</h1></main>', page);
    expect(html).toContain('<html lang="es-ES"');
    expect(html).toContain('<title>Precios</title>');
    expect(html).not.toContain('<title>FakeXrmEasy</title>');
    expect(html).toContain('<link rel="canonical" href="https://example.com/pricing"/>');
    expect(html).toContain('<div id="root"><main><h1>Precios</h1></main></div>');
  });

  it('carries the formatted text in a JSON script that no string inside it can end early', () => {
    const formats = {
      'price|es-ES|EUR|35': '35\u00a0€',
      tricky: '</script><script>alert(1)</script><!--\u2028',
    };
    const html = injectPage(SHELL, '<main></main>', { ...page, formats });
    expect(html).toContain(`<script type="application/json" id="${PRERENDERED_FORMATS_ID}">`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(formatsIn(html)).toEqual(formats);
  });

  it('adds no script when the page formatted nothing', () => {
    expect(injectPage(SHELL, '<main></main>', { ...page, formats: {} })).not.toContain(
      PRERENDERED_FORMATS_ID,
    );
    expect(injectPage(SHELL, '<main></main>', page)).not.toContain(PRERENDERED_FORMATS_ID);
  });
});
