import type { MDXContent } from 'mdx/types';
import { type LazyExoticComponent, lazy } from 'react';
import { DOCS_PAGES, type DocsPage } from '#shared/routes.ts';

type BodyModule = { default: MDXContent };

// One chunk per page: a visitor downloads only the page they read.
const MODULES = import.meta.glob<BodyModule>('../../../content/docs/*.mdx');
const loading = new Map<DocsPage, Promise<BodyModule>>();

/**
 * Starts (once) loading the chunk of a page's body. The layout calls it as soon as it knows the page, so the
 * body downloads alongside the page's own chunk and catalogue instead of after them.
 */
export function loadDocsBody(page: DocsPage): Promise<BodyModule> {
  let promise = loading.get(page);
  if (!promise) {
    const load = MODULES[`../../../content/docs/${page}.mdx`];
    promise = load ? load() : Promise.reject(new Error(`No content/docs/${page}.mdx`));
    loading.set(page, promise);
  }
  return promise;
}

/** Each page's MDX body as a lazy component, rendered with the docs' components. */
export const DOCS_BODIES = {} as Record<DocsPage, LazyExoticComponent<MDXContent>>;
for (const page of DOCS_PAGES) DOCS_BODIES[page] = lazy(() => loadDocsBody(page));
