import {
  CONSENT_DECLARATION_MAX_HEIGHT,
  type ConsentDeclarationHeight,
} from '#shared/consent-declaration.ts';

/** The frame's height until its document says how tall it is. */
const FIRST_HEIGHT = 480;

/** Whether the server names a consent provider on this page: it does only when COOKIE_CONSENT_ID is set. */
function hasConsentProvider(): boolean {
  return Boolean(document.querySelector('meta[name="cookie-consent-id"]')?.getAttribute('content'));
}

/** The height a message of the declaration's document asks for, bounded; undefined if it is not one. */
function heightFrom(data: unknown): number | undefined {
  const height = (data as Partial<ConsentDeclarationHeight> | null)?.consentDeclarationHeight;
  return typeof height === 'number' && Number.isFinite(height) && height > 0
    ? Math.min(Math.ceil(height), CONSENT_DECLARATION_MAX_HEIGHT)
    : undefined;
}

/**
 * The consent provider's declaration on the cookie policy. The build-time HTML cannot hold it, since only the
 * server knows whether a provider is configured (its <meta name="cookie-consent-id">, added as it serves the page):
 * it holds an empty box with what to make in data-src, data-title and data-intro (ConsentDeclarationBox). With a
 * provider named, the box gets the announcing paragraph and the sandboxed frame, which takes the height its own
 * document posts; without one, nothing.
 */
export function enhanceConsentDeclaration(box: HTMLElement): void {
  if (!hasConsentProvider()) return;
  const { src = '', title = '', intro = '' } = box.dataset;
  const paragraph = document.createElement('p');
  paragraph.textContent = intro;
  const frame = document.createElement('iframe');
  frame.id = 'cookie-declaration';
  frame.className = 'w-100 border-0';
  frame.title = title;
  // Set before the frame is in the document, so its document never loads without the sandbox.
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('height', String(FIRST_HEIGHT));
  frame.setAttribute('loading', 'lazy');
  frame.src = src;
  window.addEventListener('message', (event) => {
    // Only the frame's own document may size it; what it says is bounded.
    if (!frame.contentWindow || event.source !== frame.contentWindow) return;
    const fitted = heightFrom(event.data);
    if (fitted !== undefined) frame.setAttribute('height', String(fitted));
  });
  box.append(paragraph, frame);
}
