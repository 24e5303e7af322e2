import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docsMarkdownFiles } from './docs-markdown.ts';
import { readDocsPages } from './read-docs.ts';

/**
 * Writes the docs' Markdown twins, /llms.txt and /llms-full.txt into the build (docs/product.md, Markdown twins
 * and llms.txt), with absolute URLs for the build's PUBLIC_URL as the pages have; the server serves them as it
 * serves every file of the build, and rewrites their URLs at start-up when deployed under another address.
 */
export async function writeDocsMarkdown(
  outDir: string,
  contentDir: string,
  publicUrl: string,
): Promise<void> {
  for (const [urlPath, text] of docsMarkdownFiles(await readDocsPages(contentDir), publicUrl)) {
    const file = path.join(outDir, urlPath.slice(1));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
