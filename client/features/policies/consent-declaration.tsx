import { consentDeclarationPath } from '#shared/consent-declaration.ts';

/**
 * Below the site's own cookies, the consent provider's declaration of every other cookie, as a box holding in
 * data-* attributes what consent-declaration-behaviour.ts makes of it. The build-time HTML cannot have the
 * declaration itself, since only the server knows whether there is a provider: it names the provider's site id in
 * a <meta name="cookie-consent-id"> of this page only when COOKIE_CONSENT_ID is configured; without it nothing is
 * loaded, and the paragraph that announces the declaration is not shown either, so the page never points at a
 * list that is not there. The cookie policy is HTML only (docs/decisions/0038).
 *
 * The provider's script never runs on this page: the declaration is its own document, framed and sandboxed
 * (an opaque origin, so it can read no cookie of the site's nor call the API: docs/security.md, The consent
 * provider's script in a sandbox), which posts its height so the frame fits it.
 */
export function ConsentDeclarationBox({
  culture,
  intro,
  title,
}: {
  culture: string;
  intro: string;
  title: string;
}) {
  return (
    <div
      data-consent-declaration=""
      data-src={consentDeclarationPath(culture)}
      data-title={title}
      data-intro={intro}
    />
  );
}
