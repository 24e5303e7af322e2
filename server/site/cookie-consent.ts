import { createHash } from 'node:crypto';
import { consentDeclarationPath } from '#shared/consent-declaration.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { makeStaticFile, readBody, type StaticFile } from './static-files.ts';

/**
 * The cookie consent provider's declaration appears on the cookie policy page only, and only when
 * COOKIE_CONSENT_ID is configured. The server names the site id in a <meta> of that page, which then frames the
 * declaration's own document (/cookie-declaration/<language>); the provider's script runs there alone, in a
 * sandbox (docs/security.md, The consent provider's script in a sandbox). The cookie policy page keeps the site's
 * CSP, like every other page.
 */
export const CONSENT_SCRIPT_ORIGIN = 'https://consent.cookiebot.com';
const CONSENT_ORIGINS = [CONSENT_SCRIPT_ORIGIN, 'https://consentcdn.cookiebot.com'];

export function withConsentId(page: StaticFile, consentId: string): StaticFile {
  const html = readBody(page.identity)
    .toString('utf8')
    .replace('</head>', `<meta name="cookie-consent-id" content="${consentId}"></head>`);
  return makeStaticFile('page.html', Buffer.from(html));
}

/**
 * The declaration's document tells the page framing it how tall it is, so the frame fits it
 * (shared/consent-declaration.ts). Inline, allowed by its hash: the document's origin is opaque, so nothing of
 * the site's is 'self' to it.
 */
const FIT_FRAME_SCRIPT =
  "new ResizeObserver(()=>parent.postMessage({consentDeclarationHeight:document.documentElement.scrollHeight},'*')).observe(document.documentElement);";
const FIT_FRAME_HASH = `'sha256-${createHash('sha256').update(FIT_FRAME_SCRIPT).digest('base64')}'`;

/**
 * The declaration document's CSP. `sandbox allow-scripts` without allow-same-origin gives it an opaque origin
 * whether it is framed or opened alone: `document.cookie` throws, the site's cookies are not sent with its
 * requests (they are cross-site to it), and the API refuses its writes (`Origin: null`, Sec-Fetch-Site
 * cross-site: plugins/xsrf.ts). It may load the provider's script and what that script asks for, and its own
 * inline styles; nothing else. Only a page of the site may frame it.
 */
export const CONSENT_DECLARATION_CSP = [
  'sandbox allow-scripts',
  "default-src 'none'",
  `script-src ${FIT_FRAME_HASH} ${CONSENT_ORIGINS.join(' ')}`,
  `style-src 'unsafe-inline' ${CONSENT_ORIGINS.join(' ')}`,
  `img-src data: ${CONSENT_ORIGINS.join(' ')}`,
  `connect-src ${CONSENT_ORIGINS.join(' ')}`,
  `frame-src ${CONSENT_ORIGINS.join(' ')}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The headers of the declaration's document: the site's, with its own CSP and framing by the site allowed. */
export function consentDeclarationHeaders(securityHeaders: Readonly<Record<string, string>>) {
  return {
    ...securityHeaders,
    'content-security-policy': CONSENT_DECLARATION_CSP,
    'x-frame-options': 'SAMEORIGIN',
    'x-robots-tag': 'noindex',
  };
}

/**
 * The declaration's document in one culture's language: the provider's script, which writes the declaration
 * where it stands, and the script that fits the frame to it. The site id is a UUID (config.ts), so it needs no
 * escaping; the title is escaped all the same.
 */
export function consentDeclarationDocument(consentId: string, culture: Culture, title: string): StaticFile {
  const language = culture.slice(0, 2);
  const html = `<!doctype html>
<html lang="${culture}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<script id="CookieDeclaration" src="${CONSENT_SCRIPT_ORIGIN}/${encodeURIComponent(consentId)}/cd.js" data-culture="${language}" async></script>
<script>${FIT_FRAME_SCRIPT}</script>
</body>
</html>
`;
  return makeStaticFile('page.html', Buffer.from(html));
}

/** The declaration's document of every culture, by its path. */
export function consentDeclarationDocuments(
  consentId: string,
  titleIn: (culture: Culture) => string,
): Map<string, StaticFile> {
  return new Map(
    SUPPORTED_CULTURES.map((culture) => [
      consentDeclarationPath(culture),
      consentDeclarationDocument(consentId, culture, titleIn(culture)),
    ]),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
