import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ConsentDeclaration } from './consent-declaration.tsx';

const INTRO = 'Any other cookie is listed in the declaration below.';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="cookie-consent-id"]')) meta.remove();
});

test('without the consent provider (no COOKIE_CONSENT_ID) there is no declaration and nothing announces one', () => {
  const { container } = render(<ConsentDeclaration culture="en-GB" intro={INTRO} />);
  expect(container).toBeEmptyDOMElement();
});

test('with it, the provider’s declaration is added below the site’s own cookies, in the visitor’s language', async () => {
  const meta = document.createElement('meta');
  meta.name = 'cookie-consent-id';
  meta.content = '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';
  document.head.append(meta);
  render(<ConsentDeclaration culture="es-ES" intro={INTRO} />);
  expect(await screen.findByText(INTRO)).toBeInTheDocument();
  const script = document.querySelector<HTMLScriptElement>('#cookie-declaration script#CookieDeclaration');
  expect(script?.src).toBe('https://consent.cookiebot.com/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b/cd.js');
  expect(script?.dataset.culture).toBe('es');
});
