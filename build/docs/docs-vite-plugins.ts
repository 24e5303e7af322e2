import mdx from '@mdx-js/rollup';
import type { Plugin, PluginOption } from 'vite';
import type { PageSection } from '#client/features/docs/on-this-page.tsx';
import { DOCS_PAGES } from '#shared/paths.ts';
import { docsManifest } from './docs-manifest.ts';
import { DOCS_MDX_OPTIONS } from './mdx-options.ts';
import { type DocsPageSource, docsFile, readDocsPages } from './read-docs.ts';
import { buildSearchIndex } from './search-index.ts';

const MANIFEST_ID = 'virtual:docs-manifest';
const SEARCH_INDEX_ID = 'virtual:docs-search-index';
const SECTIONS_ID = 'virtual:docs-sections';
const VIRTUAL_IDS = [MANIFEST_ID, SEARCH_INDEX_ID, SECTIONS_ID];

/**
 * What the /get-started pages need from the build: MDX compilation of content/docs/*.mdx, and two virtual
 * modules computed from the same files, `virtual:docs-manifest` (every page's title, description and day of
 * its last change, for the sidebar, the pager and "Last updated") and `virtual:docs-search-index` (the
 * serialised MiniSearch index, loaded when a visitor first uses the search box) and `virtual:docs-sections`
 * (every page's h2 and h3, for "On this page" in the prerendered HTML). Used by the client build,
 * the SSR build and Vitest alike.
 */
export function docsContentPlugins({ contentDir }: { contentDir: string }): PluginOption[] {
  return [{ enforce: 'pre', ...mdx(DOCS_MDX_OPTIONS) }, docsVirtualModules(contentDir)];
}

function docsVirtualModules(contentDir: string): Plugin {
  let pages: Promise<DocsPageSource[]> | undefined;
  const isDocsFile = (file: string) => file.startsWith(contentDir) && file.endsWith('.mdx');

  function read(): Promise<DocsPageSource[]> {
    pages ??= readDocsPages(contentDir).catch((error: unknown) => {
      pages = undefined;
      throw error;
    });
    return pages;
  }

  return {
    name: 'fakexrmeasy:docs-virtual-modules',
    // The filters let the bundler skip these hooks for every other module.
    resolveId: {
      filter: { id: /^virtual:docs-/ },
      handler(id) {
        return VIRTUAL_IDS.includes(id) ? `\0${id}` : undefined;
      },
    },
    load: {
      filter: { id: /^\0virtual:docs-/ },
      async handler(id) {
        const virtualId = id.slice(1);
        if (!VIRTUAL_IDS.includes(virtualId)) return undefined;
        for (const page of DOCS_PAGES) this.addWatchFile(docsFile(contentDir, page));
        const sources = await read();
        if (virtualId === MANIFEST_ID) {
          return `export const DOCS_MANIFEST = ${JSON.stringify(docsManifest(sources, contentDir))};`;
        }
        if (virtualId === SECTIONS_ID) {
          return `export const DOCS_SECTIONS = ${JSON.stringify(docsSections(sources))};`;
        }
        return `export const SEARCH_INDEX = ${JSON.stringify(buildSearchIndex(sources))};`;
      },
    },
    watchChange(id) {
      if (isDocsFile(id)) pages = undefined;
    },
    hotUpdate({ file }) {
      if (!isDocsFile(file)) return;
      pages = undefined;
      for (const id of VIRTUAL_IDS) {
        const module = this.environment.moduleGraph.getModuleById(`\0${id}`);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
    },
  };
}

/** Every page's sections as "On this page" lists them: the h2 and h3 with an anchor, in order. */
export function docsSections(sources: readonly DocsPageSource[]): Record<string, PageSection[]> {
  return Object.fromEntries(
    sources.map(({ page, sections }) => [
      page,
      sections.flatMap(({ anchor, heading, level }) =>
        anchor && level ? [{ id: anchor, title: heading, level }] : [],
      ),
    ]),
  );
}
