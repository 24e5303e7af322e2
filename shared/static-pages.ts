import { CONFIRMATION_PATHS, DOCS_PAGES, docsPath, PATHS } from '#shared/paths.ts';

/**
 * The pages the build makes whole, with no React in the browser (docs/decisions/0038): what they do in the
 * browser (the navbar's menus, the version banners, the home page's carousel, …) comes from small scripts
 * (site/scripts/). Every other page is the app, which hydrates.
 */
export const STATIC_PAGES: ReadonlySet<string> = new Set([
  PATHS.root,
  PATHS.home,
  PATHS.cookiesPolicy,
  PATHS.privacyPolicy,
  PATHS.terms,
  PATHS.licensing,
  PATHS.training,
  PATHS.customerStories,
  ...CONFIRMATION_PATHS,
  PATHS.forbidden,
  PATHS.notFound,
  ...DOCS_PAGES.map(docsPath),
]);
