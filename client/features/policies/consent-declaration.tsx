import { useEffect, useRef, useState } from 'react';

const CONSENT_SCRIPT_ORIGIN = 'https://consent.cookiebot.com';

/** The consent provider's site id, which the server names on this page only when COOKIE_CONSENT_ID is set. */
function consentProviderId(): string | null {
  return document.querySelector('meta[name="cookie-consent-id"]')?.getAttribute('content') || null;
}

/**
 * Below the site's own cookies, the consent provider's declaration of every other cookie. The server names the
 * provider's site id in a <meta name="cookie-consent-id"> of this page only when COOKIE_CONSENT_ID is configured
 * (and widens this page's CSP for it); without it nothing is loaded, and the paragraph that announces the
 * declaration is not shown either, so the page never points at a list that is not there. The prerendered page
 * is the same for every site, so both appear once the page runs.
 */
export function ConsentDeclaration({ culture, intro }: { culture: string; intro: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [providerId, setProviderId] = useState<string | null>(null);
  useEffect(() => setProviderId(consentProviderId()), []);
  useEffect(() => {
    if (!providerId || !container.current) return;
    const script = document.createElement('script');
    script.id = 'CookieDeclaration';
    script.src = `${CONSENT_SCRIPT_ORIGIN}/${encodeURIComponent(providerId)}/cd.js`;
    script.async = true;
    script.dataset.culture = culture.slice(0, 2);
    container.current.appendChild(script);
    return () => script.remove();
  }, [providerId, culture]);
  if (!providerId) return null;
  return (
    <>
      <p>{intro}</p>
      <div id="cookie-declaration" ref={container} />
    </>
  );
}
