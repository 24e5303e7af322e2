import { content as homeCaES } from 'virtual:marketing-content/marketing-home-ca-ES';
import { content as homeEnGB } from 'virtual:marketing-content/marketing-home-en-GB';
import { content as homeEsES } from 'virtual:marketing-content/marketing-home-es-ES';
import { content as storiesCaES } from 'virtual:marketing-content/marketing-stories-ca-ES';
import { content as storiesEnGB } from 'virtual:marketing-content/marketing-stories-en-GB';
import { content as storiesEsES } from 'virtual:marketing-content/marketing-stories-es-ES';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { CULTURE_BASENAMES } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { recordFormats } from '#shared/formatting/prerendered-formats.ts';
import { CatalogueStore } from './lib/i18n/catalogue-store.ts';
import { I18nProvider } from './lib/i18n/react.tsx';
import type { Catalogue } from './lib/i18n/translate.ts';
import { CONTENT_NAMESPACES } from './lib/marketing-content.ts';
import { StaticRouter } from './lib/router.tsx';
import { AppRoutes } from './routes.tsx';

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

/**
 * Renders one route in one culture to HTML at build time (site/pages/[pages]/[culture]/[...route].astro): `url` is the route's
 * URL in that culture ('/es/pricing'), so every link on the page keeps the culture's prefix.
 * prerenderToNodeStream waits for every lazy page and Suspense boundary, so the HTML is the complete page a
 * visitor and a crawler read.
 */
export async function renderPage(
  url: string,
  culture: Culture,
  { staticPage = false }: { staticPage?: boolean } = {},
): Promise<{ html: string; namespaces: string[]; formats: Record<string, string> }> {
  const store = storeFor(culture);
  // The prices, percentages and dates the page formats go with it, so the browser hydrates it without Intl.
  const { result: html, formats } = await recordFormats(async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <I18nProvider store={store}>
          <StaticRouter location={url} basenames={CULTURE_BASENAMES}>
            <AppRoutes staticPage={staticPage} />
          </StaticRouter>
        </I18nProvider>
      </StrictMode>,
      // Without this, React outlines every Suspense boundary past the first 12.8 kB of a page into a hidden
      // segment revealed by an inline script, which the CSP blocks: long pages (the docs) would stay hidden
      // and fail to hydrate (React error 419). A build-time page has nothing to stream progressively.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  });
  return { html, namespaces: [...store.usedNamespaces].sort(), formats };
}
