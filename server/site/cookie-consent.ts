import { makeStaticFile, readBody, type StaticFile } from './static-files.ts';

/**
 * The cookie consent provider's declaration appears on the cookie policy page only, and only when
 * COOKIE_CONSENT_ID is configured. The server names the site id in a <meta> of that page; the page loads
 * the provider's script into its declaration block; the page's CSP lets that provider in, no other page's.
 */
export const CONSENT_SCRIPT_ORIGIN = 'https://consent.cookiebot.com';
const CONSENT_ORIGINS = [CONSENT_SCRIPT_ORIGIN, 'https://consentcdn.cookiebot.com'];

export function withConsentId(page: StaticFile, consentId: string): StaticFile {
  const html = readBody(page.identity)
    .toString('utf8')
    .replace('</head>', `<meta name="cookie-consent-id" content="${consentId}"></head>`);
  return makeStaticFile('page.html', Buffer.from(html));
}

/** The site's CSP, widened for the provider: its script, its requests and images, and its inline styles. */
export function consentPageCsp(csp: string): string {
  const widen: Record<string, string[]> = {
    'script-src': CONSENT_ORIGINS,
    'connect-src': CONSENT_ORIGINS,
    'img-src': CONSENT_ORIGINS,
    'frame-src': CONSENT_ORIGINS,
    'style-src': ["'unsafe-inline'"],
  };
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const names = new Set(directives.map((d) => d.split(/\s+/)[0]));
  const widened = directives.map((directive) => {
    const [name = '', ...values] = directive.split(/\s+/);
    return widen[name] ? [name, ...values, ...widen[name]].join(' ') : directive;
  });
  for (const [name, values] of Object.entries(widen))
    if (!names.has(name)) widened.push(`${name} 'self' ${values.join(' ')}`);
  return widened.join('; ');
}
