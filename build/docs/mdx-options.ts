import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeCodeSamples } from './rehype-code-samples.ts';

/**
 * How the docs' MDX is compiled, shared by the Vite plugin and the search-index builder so that both give
 * every heading the same id. Front matter is read (and left out of the page), headings get ids (rehype-slug),
 * and fenced code becomes <CodeSample>.
 */
export const DOCS_REMARK_PLUGINS = [remarkFrontmatter, remarkGfm];
export const DOCS_REHYPE_PLUGINS = [rehypeSlug];

export const DOCS_MDX_OPTIONS = {
  remarkPlugins: DOCS_REMARK_PLUGINS,
  rehypePlugins: [...DOCS_REHYPE_PLUGINS, rehypeCodeSamples],
};
