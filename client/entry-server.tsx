import i18next, { type Resource } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { Culture } from '#shared/cultures.ts';
import { NAMESPACES } from '#shared/i18n/namespaces.ts';
import { AppRoutes } from './routes.tsx';

// Every catalogue, bundled into the build-time renderer (never into the browser's code).
const catalogues = import.meta.glob<Record<string, unknown>>('../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resourcesFor(culture: Culture): Resource {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const namespace of NAMESPACES) {
    namespaces[namespace] = catalogues[`../shared/i18n/locales/${culture}/${namespace}.json`] ?? {};
  }
  return { [culture]: namespaces } as Resource;
}

/**
 * Renders one route in one culture to HTML at build time (scripts/prerender.ts). prerenderToNodeStream waits
 * for every lazy page and Suspense boundary, so the HTML is the complete page a visitor and a crawler read.
 */
export async function renderPage(url: string, culture: Culture): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: culture,
    fallbackLng: false,
    resources: resourcesFor(culture),
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
    // Without this, React outlines every Suspense boundary past the first 12.8 kB of a page into a hidden
    // segment revealed by an inline script, which the CSP blocks: long pages (the docs) would stay hidden
    // and fail to hydrate (React error 419). A build-time page has nothing to stream progressively.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
