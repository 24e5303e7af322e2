import { useEffect, useRef, useState } from 'react';
import { consentDeclarationPath } from '#shared/consent-declaration.ts';
import { FIRST_HEIGHT, hasConsentProvider, heightFrom } from './consent-declaration-behaviour.ts';

interface ConsentDeclarationProps {
  culture: string;
  intro: string;
  title: string;
}

/**
 * Below the site's own cookies, the consent provider's declaration of every other cookie. The server names the
 * provider's site id in a <meta name="cookie-consent-id"> of this page only when COOKIE_CONSENT_ID is configured;
 * without it nothing is loaded, and the paragraph that announces the declaration is not shown either, so the
 * page never points at a list that is not there. The prerendered page is the same for every site, so both appear
 * once the page runs.
 *
 * The provider's script never runs on this page: the declaration is its own document, framed here and sandboxed
 * (an opaque origin, so it can read no cookie of the site's nor call the API: docs/security.md, The consent
 * provider's script in a sandbox), which posts its height so the frame fits it.
 */
export function ConsentDeclaration({ culture, intro, title }: ConsentDeclarationProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(false);
  const [height, setHeight] = useState(FIRST_HEIGHT);
  useEffect(() => setShown(hasConsentProvider()), []);
  useEffect(() => {
    if (!shown) return;
    const onMessage = (event: MessageEvent) => {
      // Only the frame's own document may size it; what it says is bounded.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const fitted = heightFrom(event.data);
      if (fitted !== undefined) setHeight(fitted);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      <p>{intro}</p>
      <iframe
        ref={frame}
        id="cookie-declaration"
        className="w-100 border-0"
        title={title}
        src={consentDeclarationPath(culture)}
        sandbox="allow-scripts"
        height={height}
        loading="lazy"
      />
    </>
  );
}

/**
 * The declaration in a box holding, in data-* attributes, what a page without React needs to make it
 * (consent-declaration-behaviour.ts): the build-time HTML cannot have the declaration itself, since only the server
 * knows whether there is a provider. The React page shows the same box, with the component inside.
 */
export function ConsentDeclarationBox(props: ConsentDeclarationProps) {
  return (
    <div
      data-consent-declaration=""
      data-src={consentDeclarationPath(props.culture)}
      data-title={props.title}
      data-intro={props.intro}
    >
      <ConsentDeclaration {...props} />
    </div>
  );
}
