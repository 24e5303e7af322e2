import type { Plugin } from 'vite';
import { buildPublicUrl } from '#build/page-document.ts';
import { docsMarkdownFiles } from './docs-markdown.ts';
import { readDocsPages } from './read-docs.ts';

/**
 * Writes the docs' Markdown twins, /llms.txt and /llms-full.txt into the client build (docs/product.md, Markdown
 * twins and llms.txt), with absolute URLs for the build's PUBLIC_URL as the pages have; the server serves them as
 * it serves every file of the build, and rewrites their URLs at start-up when deployed under another address.
 * Written before the service worker's manifest is made and before scripts/precompress.ts runs.
 */
export function docsMarkdownPlugin({ contentDir }: { contentDir: string }): Plugin {
  let isSsr = false;
  return {
    name: 'fxe:docs-markdown',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (isSsr) return;
      const files = docsMarkdownFiles(await readDocsPages(contentDir), buildPublicUrl(process.env));
      for (const [urlPath, text] of files) {
        this.emitFile({ type: 'asset', fileName: urlPath.slice(1), source: text });
      }
    },
  };
}
