/**
 * Each browser's own help page on managing cookies. The addresses carry no language: each vendor serves the
 * page in the visitor's browser language.
 */
export const BROWSER_HELP_LINKS = [
  { browser: 'chrome', href: 'https://support.google.com/chrome/answer/95647' },
  { browser: 'firefox', href: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox' },
  { browser: 'safari', href: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac' },
  {
    browser: 'edge',
    href: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
] as const;
