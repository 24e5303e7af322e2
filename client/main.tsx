import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CULTURE_BASENAMES } from '#shared/culture-paths.ts';
import { resolveCulture } from '#shared/cultures.ts';
import { PRERENDERED_FORMATS_ID, takeOverFormats } from '#shared/formatting/prerendered-formats.ts';
import { PAGE_CATALOGUES_ID } from '#shared/i18n/namespaces.ts';
import { reloadAfterChunkFailure } from './lib/chunk-load-failure.ts';
import { createClientStore } from './lib/i18n/client-store.ts';
import { I18nProvider } from './lib/i18n/react.tsx';
import type { Catalogue } from './lib/i18n/translate.ts';
import { BrowserLocation } from './lib/navigation.tsx';
import { handOverShellTitle } from './lib/shell-title.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { AppIsland, isAppPagePath } from './pages.tsx';

// A page's chunk that fails to load (a release replaced the files under an open page) reloads the page, once.
window.addEventListener('vite:preloadError', reloadAfterChunkFailure);
// Each culture's pages have their own URLs, and the page says its culture in <html lang>: start in that one.
const culture = resolveCulture(document.documentElement.lang);
const pageNamespaces = document
  .querySelector('meta[name="i18n-namespaces"]')
  ?.getAttribute('content')
  ?.split(',');
// The prices, percentages and dates the page was prerendered with: hydrating it then needs no Intl.
takeOverFormats(document.getElementById(PRERENDERED_FORMATS_ID)?.textContent);
// The island's catalogues came with the page: hydrating it fetches none.
const pageCatalogues = JSON.parse(document.getElementById(PAGE_CATALOGUES_ID)?.textContent || '{}') as Record<
  string,
  Catalogue
>;
// Not a top-level await, which would split the modules the pages share out of the entry chunk; each step
// starts a task of its own, so start-up is no long task (docs/decisions/0018). boot.ts loaded the stylesheet.
void start();

async function start() {
  await yieldToBrowser();
  const catalogues = await createClientStore(culture, pageNamespaces, pageCatalogues);
  await yieldToBrowser();
  const container = document.getElementById('root') as HTMLElement;
  // The page knows which page it is: the build wrote its path (there is no router to read it from the URL).
  const path = container.dataset.page ?? '';
  if (!isAppPagePath(path)) throw new Error(`#root names no page of the app: "${path}"`);
  const providers = (tree: ReactNode) => (
    <StrictMode>
      <I18nProvider store={catalogues}>
        <BrowserLocation basenames={CULTURE_BASENAMES}>{tree}</BrowserLocation>
      </I18nProvider>
    </StrictMode>
  );
  // A prerendered page is hydrated: the page alone, the layout around it is HTML with its own scripts. Hydration
  // starts in a transition so React works on it in slices and yields to the browser between them, instead of
  // one long task that blocks a visitor's first tap or scroll (Total Blocking Time, decision 0015). A page
  // opened with a query (an order's id, a link's token, a calculator's figures) was built without it: it is
  // rendered anew, since hydrating would keep the build's attributes (a link's href, a field's value).
  if (window.location.search || container.dataset.island === 'render') {
    handOverShellTitle();
    createRoot(container).render(providers(<AppIsland path={path} revealHash />));
  } else startTransition(() => void hydrateRoot(container, providers(<AppIsland path={path} />)));
}
