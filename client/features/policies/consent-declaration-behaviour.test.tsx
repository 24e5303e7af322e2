import { afterEach, describe, expect, test } from 'vitest';
import { renderToDocument } from '#client/test/render-to-document.tsx';
import { CONSENT_DECLARATION_MAX_HEIGHT } from '#shared/consent-declaration.ts';
import { ConsentDeclarationBox } from './consent-declaration.tsx';
import { enhanceConsentDeclaration } from './consent-declaration-behaviour.ts';
import { enhanceCookiesPolicyPage } from './cookies-policy-behaviour.ts';
import { CookiesPolicyPage } from './cookies-policy-page.tsx';

const INTRO = 'Any other cookie is listed in the declaration below.';
const TITLE = 'Cookie declaration of our consent management platform';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="cookie-consent-id"]')) meta.remove();
});

/** What the server adds to the page when COOKIE_CONSENT_ID is set (server/site/cookie-consent.ts). */
function nameTheProvider() {
  const meta = document.createElement('meta');
  meta.name = 'cookie-consent-id';
  meta.content = '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
  document.head.append(meta);
}

/** The box as the cookie policy has it: the build-time HTML, then the behaviour. */
function enhancedBox(culture = 'en-GB'): HTMLElement {
  renderToDocument(<ConsentDeclarationBox culture={culture} intro={INTRO} title={TITLE} />);
  const box = document.querySelector<HTMLElement>('[data-consent-declaration]');
  if (!box) throw new Error('no declaration box in the build-time HTML');
  enhanceConsentDeclaration(box);
  return box;
}

describe('the consent declaration', () => {
  test('the build-time HTML announces no declaration; without a provider named, the script adds none', () => {
    const box = enhancedBox();
    expect(box).toBeEmptyDOMElement();
    expect(document.body).not.toHaveTextContent(INTRO);
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('with a provider named, it makes the paragraph, then the sandboxed frame of the visitor’s language', () => {
    nameTheProvider();
    const box = enhancedBox('es-ES');
    expect([...box.children].map((child) => child.tagName)).toEqual(['P', 'IFRAME']);
    const declaration = box.querySelector('iframe');
    expect(box.querySelector('p')).toHaveTextContent(INTRO);
    expect(declaration).toHaveAttribute('id', 'cookie-declaration');
    expect(declaration).toHaveClass('w-100', 'border-0');
    expect(declaration).toHaveAttribute('title', TITLE);
    expect(declaration?.getAttribute('src')).toBe('/cookie-declaration/es');
    // Scripts, but no same-origin: the frame's document can read no cookie of the site's nor call its API.
    expect(declaration?.getAttribute('sandbox')).toBe('allow-scripts');
    expect(declaration?.getAttribute('height')).toBe('480');
    expect(declaration).toHaveAttribute('loading', 'lazy');
    expect(document.querySelector('script')).toBeNull();
  });

  test('the frame takes the height its own document posts, bounded, and ignores any other window', () => {
    nameTheProvider();
    const frame = enhancedBox().querySelector('iframe') as HTMLIFrameElement;
    const post = (data: unknown, source: MessageEventSource | null) =>
      window.dispatchEvent(new MessageEvent('message', { data, source }));
    post({ consentDeclarationHeight: 1234.2 }, frame.contentWindow);
    expect(frame.getAttribute('height')).toBe('1235');
    post({ consentDeclarationHeight: 99 }, window);
    post({ consentDeclarationHeight: 99 }, null);
    expect(frame.getAttribute('height')).toBe('1235');
    post({ consentDeclarationHeight: 10_000_000 }, frame.contentWindow);
    expect(frame.getAttribute('height')).toBe(String(CONSENT_DECLARATION_MAX_HEIGHT));
    post({ consentDeclarationHeight: 'tall' }, frame.contentWindow);
    post({ consentDeclarationHeight: -5 }, frame.contentWindow);
    post(null, frame.contentWindow);
    expect(frame.getAttribute('height')).toBe(String(CONSENT_DECLARATION_MAX_HEIGHT));
  });
});

describe('the cookie policy page with its one script', () => {
  test('in Catalan, with a provider named, the declaration is the Catalan one, announced in Catalan', () => {
    nameTheProvider();
    renderToDocument(<CookiesPolicyPage />, '/cookies-policy', 'ca-ES');
    enhanceCookiesPolicyPage(document);
    const declaration = document.querySelector('iframe');
    expect(declaration?.getAttribute('src')).toBe('/cookie-declaration/ca');
    expect(declaration?.previousElementSibling?.textContent).toMatch(
      /^Qualsevol altra galeta.*apareix a la declaració/,
    );
    expect(declaration).toHaveAttribute(
      'title',
      'Declaració de galetes de la nostra plataforma de gestió del consentiment',
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  test('without one, the page stays as built', () => {
    renderToDocument(<CookiesPolicyPage />, '/cookies-policy');
    const built = document.body.innerHTML;
    enhanceCookiesPolicyPage(document);
    expect(document.body.innerHTML).toBe(built);
  });
});
