import type { MDXContent } from 'mdx/types';
import type { DocsPage } from '#shared/paths.ts';

type BodyModule = { default: MDXContent };

// Rendered when the pages are prerendered (and by the dev server): the browser takes the bodies as HTML
// (docs-page.tsx), so none of this reaches its code.
const MODULES = import.meta.glob<BodyModule>('../../../content/docs/*.mdx', { eager: true });

/** A page's MDX body, to render with the docs' components. */
export function docsBody(page: DocsPage): MDXContent {
  const body = MODULES[`../../../content/docs/${page}.mdx`];
  if (!body) throw new Error(`No content/docs/${page}.mdx`);
  return body.default;
}
