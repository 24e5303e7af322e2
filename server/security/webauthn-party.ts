/**
 * The WebAuthn relying party of the site: its id is PUBLIC_URL's host name and the answers must come from
 * PUBLIC_URL's origin. WebAuthn refuses an IP address as the id, so for a loopback PUBLIC_URL (development,
 * the browser tests) the site is its own party as `localhost` on the same port, which browsers treat as secure.
 */
export function webAuthnParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') {
    return { rpID: 'localhost', origin: `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` };
  }
  return { rpID: url.hostname, origin: url.origin };
}
