const OPENER_POLICY = 'cross-origin-opener-policy';

/**
 * The headers for a page that is the same for everyone and holds nothing of a visitor's (marketing and docs
 * pages): every security header but the opener policy. Chrome gives a page with one a renderer process of its
 * own (on Android, the site's first visit pays for starting it), a cost that buys nothing on a page with no
 * secret to leak; sign-in, the account and the API keep it (docs/decisions/0016).
 */
export function contentPageHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const { [OPENER_POLICY]: _openerPolicy, ...rest } = headers;
  return rest;
}
