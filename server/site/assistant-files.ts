import { DOCS_PAGES, docsMarkdownPath, LLMS_FULL_PATH, LLMS_PATH } from '#shared/paths.ts';
import { makeStaticFile, readBody, type StaticFile } from './static-files.ts';

/**
 * The files for AI assistants (docs/product.md, Markdown twins and llms.txt): every docs page's Markdown twin,
 * /llms.txt and /llms-full.txt, written by the build (build/docs/docs-markdown.ts) and served like any file of
 * it, with a noindex: search results should lead to the pages, not to their Markdown.
 */
export const ASSISTANT_FILE_PATHS: readonly string[] = [
  ...DOCS_PAGES.map(docsMarkdownPath),
  LLMS_PATH,
  LLMS_FULL_PATH,
];

const DOCS_MARKDOWN_PATHS: ReadonlySet<string> = new Set(DOCS_PAGES.map(docsMarkdownPath));

/**
 * Whether a path (without its culture prefix) is a docs page's Markdown twin: asked by the responder of every
 * culture-prefixed request, so a set made once rather than eight addresses put together each time.
 */
export function isDocsMarkdownPath(path: string): boolean {
  return DOCS_MARKDOWN_PATHS.has(path);
}

/**
 * Their links are absolute, for the PUBLIC_URL the build was made for: deployed under another address, they are
 * corrected (and compressed again) once, at start-up, as the pages are (pages.ts). Every URL the build writes has
 * a path after the origin, so the origin is replaced with its slash.
 */
export function withPublicUrl(
  files: Map<string, StaticFile>,
  builtFor: string | undefined,
  publicUrl: string,
): void {
  if (!builtFor || builtFor === publicUrl) return;
  for (const urlPath of ASSISTANT_FILE_PATHS) {
    const file = files.get(urlPath);
    if (!file) continue;
    const text = readBody(file.identity).toString('utf8').replaceAll(`${builtFor}/`, `${publicUrl}/`);
    files.set(urlPath, makeStaticFile(urlPath, Buffer.from(text), { cacheControl: file.cacheControl }));
  }
}
