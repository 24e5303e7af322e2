import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { CONSENT_DECLARATION_MAX_HEIGHT } from '#shared/consent-declaration.ts';
import { ConsentDeclaration } from './consent-declaration.tsx';

const INTRO = 'Any other cookie is listed in the declaration below.';
const TITLE = 'Cookie declaration of our consent management platform';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="cookie-consent-id"]')) meta.remove();
});

function nameTheProvider() {
  const meta = document.createElement('meta');
  meta.name = 'cookie-consent-id';
  meta.content = '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
  document.head.append(meta);
}

test('without the consent provider (no COOKIE_CONSENT_ID) there is no declaration and nothing announces one', () => {
  const { container } = render(<ConsentDeclaration culture="en-GB" intro={INTRO} title={TITLE} />);
  expect(container).toBeEmptyDOMElement();
});

test('with it, the declaration is a sandboxed frame of its own document, in the visitor’s language; no provider script runs on the page', async () => {
  nameTheProvider();
  render(<ConsentDeclaration culture="es-ES" intro={INTRO} title={TITLE} />);
  expect(await screen.findByText(INTRO)).toBeInTheDocument();
  const frame = screen.getByTitle(TITLE) as HTMLIFrameElement;
  expect(frame.tagName).toBe('IFRAME');
  expect(frame.getAttribute('src')).toBe('/cookie-declaration/es');
  // Scripts, but no same-origin: the frame's document can read no cookie of the site's nor call its API.
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
  expect(document.querySelector('script[src*="cookiebot"]')).toBeNull();
});

test('the frame takes the height its own document posts, bounded, and ignores any other window', async () => {
  nameTheProvider();
  render(<ConsentDeclaration culture="en-GB" intro={INTRO} title={TITLE} />);
  const frame = (await screen.findByTitle(TITLE)) as HTMLIFrameElement;
  const post = (data: unknown, source: MessageEventSource | null) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data, source })));
  post({ consentDeclarationHeight: 1234.2 }, frame.contentWindow);
  expect(frame.getAttribute('height')).toBe('1235');
  post({ consentDeclarationHeight: 99 }, window);
  expect(frame.getAttribute('height')).toBe('1235');
  post({ consentDeclarationHeight: 10_000_000 }, frame.contentWindow);
  expect(frame.getAttribute('height')).toBe(String(CONSENT_DECLARATION_MAX_HEIGHT));
  post({ consentDeclarationHeight: 'tall' }, frame.contentWindow);
  expect(frame.getAttribute('height')).toBe(String(CONSENT_DECLARATION_MAX_HEIGHT));
});
