// @vitest-environment jsdom
// The build runs in Node; this test reads the page it wrote with the browser's own parser.
import { describe, expect, test } from 'vitest';
import { shareImagePath } from './share-and-install-tags.ts';
import { pageHtml } from './test/page-html.ts';

function headOf(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const meta = (attribute: 'property' | 'name', key: string) =>
    [...document.head.querySelectorAll(`meta[${attribute}="${key}"]`)].map((tag) =>
      tag.getAttribute('content'),
    );
  return {
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    manifests: [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) =>
      link.getAttribute('href'),
    ),
  };
}

describe("a page's share picture", () => {
  test('lives under /share/<culture>/, named after the route', () => {
    expect(shareImagePath('es-ES', '/')).toBe('/share/es-ES/index.png');
    expect(shareImagePath('ca-ES', '/pricing')).toBe('/share/ca-ES/pricing.png');
    expect(shareImagePath('en-GB', '/get-started/overview')).toBe('/share/en-GB/get-started/overview.png');
  });
});

describe("the head's share and install tags", () => {
  const html = pageHtml('<title>Casos d&#x27;èxit | FakeXrmEasy</title><main></main>', {
    culture: 'ca-ES',
    route: '/customer-stories',
    publicUrl: 'https://fakexrmeasy.example',
  });
  const head = headOf(html);

  test("name the page's own picture by its absolute URL, as a 1200×630 PNG", () => {
    expect(head.og('image')).toEqual(['https://fakexrmeasy.example/share/ca-ES/customer-stories.png']);
    expect(head.og('image:type')).toEqual(['image/png']);
    expect(head.og('image:width')).toEqual(['1200']);
    expect(head.og('image:height')).toEqual(['630']);
  });

  test("describe the picture with the page's title, in the page's culture", () => {
    expect(head.og('image:alt')).toEqual(["Casos d'èxit | FakeXrmEasy"]);
    expect(head.twitter('image:alt')).toEqual(["Casos d'èxit | FakeXrmEasy"]);
  });

  test("ask X for the large-picture card, which takes its title, description and picture from Open Graph's", () => {
    expect(head.twitter('card')).toEqual(['summary_large_image']);
    expect(head.og('title')).toEqual(["Casos d'èxit | FakeXrmEasy"]);
  });

  test("link the web app manifest of the page's culture, once", () => {
    expect(head.manifests).toEqual(['/manifest.ca-ES.webmanifest']);
  });
});
