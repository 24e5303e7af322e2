import { contentLastModified } from '#build/content-dates.ts';
import type { DocsPage } from '#shared/paths.ts';
import { type DocsFrontMatter, type DocsPageSource, docsFile, readDocsPages } from './read-docs.ts';

/** What the pages need of every docs page: its front matter, by page (`virtual:docs-manifest`). */
export type DocsManifest = Readonly<Record<DocsPage, DocsFrontMatter>>;

export function docsManifest(sources: readonly DocsPageSource[]): DocsManifest {
  return Object.fromEntries(
    sources.map(({ page, title, description }) => [page, { title, description }]),
  ) as Record<DocsPage, DocsFrontMatter>;
}

/** A docs page as the build describes it to crawlers: its front matter and, when knowable, when it last changed. */
export interface DocsPageMetadata extends DocsFrontMatter {
  /** ISO 8601; absent when the build cannot know it (build/content-dates.ts). */
  dateModified?: string;
}

export type DocsMetadata = Readonly<Record<DocsPage, DocsPageMetadata>>;

/** Every docs page's front matter and last change date, read from content/docs at build time. */
export async function readDocsMetadata(contentDir: string): Promise<DocsMetadata> {
  const manifest = docsManifest(await readDocsPages(contentDir));
  return Object.fromEntries(
    Object.entries(manifest).map(([page, frontMatter]) => {
      const dateModified = contentLastModified(docsFile(contentDir, page as DocsPage));
      return [page, dateModified ? { ...frontMatter, dateModified } : frontMatter];
    }),
  ) as Record<DocsPage, DocsPageMetadata>;
}
