/**
 * The catalogue namespaces: one JSON file per namespace per culture in locales/<culture>/.
 * The client loads a namespace when a page needs it; the server reads them all for API messages and e-mails.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'info',
  'validation',
  'home',
  'home-product',
  'pricing',
  'plans',
  'forms',
  'policies',
  'account',
  'account-data',
  'account-settings',
  'account-security',
  'licences',
  'operator',
  'orders',
  'docs',
  'email',
  'api',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces every page needs (layout, error screens): loaded before the first render. A form's field
 * messages (`validation`) load with the form, which asks for them like any page's namespace.
 */
export const CORE_NAMESPACES: readonly Namespace[] = ['common', 'errors'];

/**
 * The id of the JSON script in which a page that is the app brings its island's catalogues (those its HTML was
 * rendered with): the browser hydrates with them at once, with no catalogue to fetch first.
 */
export const PAGE_CATALOGUES_ID = 'page-catalogues';

/**
 * Namespaces only the server reads: the e-mails and the API's reply messages (the browser shows the message a
 * reply carries). The browser's build leaves them out (client/lib/i18n/client-store.ts).
 */
export const SERVER_NAMESPACES: readonly Namespace[] = ['email', 'api'];
