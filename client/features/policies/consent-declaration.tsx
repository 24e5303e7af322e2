import { useEffect, useRef } from 'react';

const CONSENT_SCRIPT_ORIGIN = 'https://consent.cookiebot.com';

/**
 * Where the consent provider renders its cookie declaration. The server names the provider's site id in a
 * <meta name="cookie-consent-id"> of this page only when COOKIE_CONSENT_ID is configured (and widens this
 * page's CSP for it); without it, nothing is loaded and the block stays empty.
 */
export function ConsentDeclaration({ culture }: { culture: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const id = document.querySelector('meta[name="cookie-consent-id"]')?.getAttribute('content');
    if (!id || !container.current) return;
    const script = document.createElement('script');
    script.id = 'CookieDeclaration';
    script.src = `${CONSENT_SCRIPT_ORIGIN}/${encodeURIComponent(id)}/cd.js`;
    script.async = true;
    script.dataset.culture = culture.slice(0, 2);
    container.current.appendChild(script);
    return () => script.remove();
  }, [culture]);
  return <div id="cookie-declaration" ref={container} />;
}
