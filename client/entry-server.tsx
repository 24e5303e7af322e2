import { content as homeCaES } from 'virtual:marketing-content/marketing-home-ca-ES';
import { content as homeEnGB } from 'virtual:marketing-content/marketing-home-en-GB';
import { content as homeEsES } from 'virtual:marketing-content/marketing-home-es-ES';
import { content as storiesCaES } from 'virtual:marketing-content/marketing-stories-ca-ES';
import { content as storiesEnGB } from 'virtual:marketing-content/marketing-stories-en-GB';
import { content as storiesEsES } from 'virtual:marketing-content/marketing-stories-es-ES';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { CULTURE_BASENAMES, localisePath } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { recordFormats } from '#shared/formatting/prerendered-formats.ts';
import { splitHoistedHead } from '#shared/hoisted-head.ts';
import { CORE_NAMESPACES } from '#shared/i18n/namespaces.ts';
import type { PagePath } from '#shared/paths.ts';
import { AppLayout } from './components/layout/app-layout.tsx';
import { PageFrame } from './components/layout/page-frame.tsx';
import { AppStateProvider } from './lib/app-state.tsx';
import { CatalogueStore } from './lib/i18n/catalogue-store.ts';
import { I18nProvider } from './lib/i18n/react.tsx';
import type { Catalogue } from './lib/i18n/translate.ts';
import { CONTENT_NAMESPACES } from './lib/marketing-content.ts';
import { MemoryLocation } from './lib/navigation.tsx';
import { AppIsland, type IslandMode, RenderAsSignedIn } from './pages.tsx';
import { StaticPage } from './static-pages.tsx';

// Every catalogue, bundled into the build-time renderer (never into the browser's code).
const catalogues = import.meta.glob<Catalogue>('../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

// The marketing content, each part in each culture (build/marketing-content-plugin.ts).
const CONTENT: Record<Culture, Record<string, Catalogue>> = {
  'en-GB': { [CONTENT_NAMESPACES.home]: { ...homeEnGB }, [CONTENT_NAMESPACES.stories]: { ...storiesEnGB } },
  'es-ES': { [CONTENT_NAMESPACES.home]: { ...homeEsES }, [CONTENT_NAMESPACES.stories]: { ...storiesEsES } },
  'ca-ES': { [CONTENT_NAMESPACES.home]: { ...homeCaES }, [CONTENT_NAMESPACES.stories]: { ...storiesCaES } },
};

function storeFor(culture: Culture): CatalogueStore {
  const namespaces: Record<string, Catalogue> = { ...CONTENT[culture] };
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === culture && match[2]) namespaces[match[2]] = catalogue;
  }
  return new CatalogueStore(culture, async () => ({}), { [culture]: namespaces });
}

/** Renders a tree to HTML as a build-time page is: whole, every lazy page and Suspense boundary resolved. */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>{tree}</StrictMode>,
    // Without this, React outlines every Suspense boundary past the first 12.8 kB of a page into a hidden
    // segment revealed by an inline script, which the CSP blocks: long pages (the docs) would stay hidden
    // and fail to hydrate (React error 419). A build-time page has nothing to stream progressively.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one page in one culture to HTML at build time (site/pages/[pages]/[culture]/[...route].astro), at its
 * URL in that culture ('/es/pricing'), so every link on the page keeps the culture's prefix.
 * A static page (shared/static-pages.ts) is one tree, the layout with the page in it. A page that is the app
 * is rendered twice: the page as the browser hydrates it (AppIsland, in #root), then the layout around it, so
 * that the hydrated tree is the browser's own and its ids (useId) are the same on both sides.
 */
export async function renderPage(
  path: PagePath,
  culture: Culture,
  {
    staticPage = false,
    island = 'hydrate',
  }: {
    staticPage?: boolean;
    /** What the browser does with the island (client/main.tsx): hydrate it, or render it anew. */
    island?: IslandMode;
  } = {},
): Promise<{
  html: string;
  namespaces: string[];
  formats: Record<string, string>;
  /** The island's catalogues, which the page brings for the browser to hydrate with. */
  catalogues: Record<string, Catalogue>;
}> {
  const store = storeFor(culture);
  const withProviders = (tree: ReactNode) => (
    <I18nProvider store={store}>
      <MemoryLocation url={localisePath(path, culture)} basenames={CULTURE_BASENAMES}>
        {tree}
      </MemoryLocation>
    </I18nProvider>
  );
  // A signed-in page's catalogues: those of the page a signed-in visitor sees, not of the redirect the build sees.
  // Only a page rendered anew can be one; a hydrated page is the same for everyone.
  if (!staticPage && island === 'render')
    await renderToHtml(
      withProviders(
        <RenderAsSignedIn value>
          <AppIsland path={path} />
        </RenderAsSignedIn>,
      ),
    );
  // The prices, percentages and dates the page formats go with it, so the browser hydrates it without Intl.
  const { result: islandHtml, formats } = await recordFormats(async () =>
    staticPage ? '' : renderToHtml(withProviders(<AppIsland path={path} />)),
  );
  // The island's catalogues are the ones the browser loads; the layout's words are in the HTML only.
  const namespaces = [...store.usedNamespaces].sort();
  const catalogues: Record<string, Catalogue> = {};
  if (!staticPage)
    for (const namespace of new Set([...CORE_NAMESPACES, ...namespaces])) {
      const catalogue = store.catalogue(namespace);
      if (catalogue) catalogues[namespace] = catalogue;
    }
  // React puts the page's <title> and <meta> first; they belong to the document's head, not to #root.
  const islandParts = splitHoistedHead(islandHtml);
  const html = await renderToHtml(
    withProviders(
      <AppStateProvider>
        <AppLayout>
          {staticPage ? (
            <PageFrame>
              <StaticPage path={path} />
            </PageFrame>
          ) : (
            <div
              id="root"
              data-page={path}
              data-island={island}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own HTML, rendered just above.
              dangerouslySetInnerHTML={{ __html: islandParts.body }}
            />
          )}
        </AppLayout>
      </AppStateProvider>,
    ),
  );
  return {
    html: islandParts.head + html,
    namespaces: staticPage ? [...store.usedNamespaces].sort() : namespaces,
    formats,
    catalogues,
  };
}
