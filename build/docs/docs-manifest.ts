import { contentLastModified } from '#build/content-dates.ts';
import type { DocsPage } from '#shared/paths.ts';
import { type DocsFrontMatter, type DocsPageSource, docsFile, readDocsPages } from './read-docs.ts';

/** What the pages show of a docs page besides its body. */
export interface DocsManifestEntry extends DocsFrontMatter {
  /** The day (YYYY-MM-DD) its MDX last changed, shown as "Last updated"; absent when unknowable. */
  lastUpdated?: string;
}

/** What the pages need of every docs page, by page (`virtual:docs-manifest`). */
export type DocsManifest = Readonly<Record<DocsPage, DocsManifestEntry>>;

export function docsManifest(sources: readonly DocsPageSource[], contentDir: string): DocsManifest {
  return Object.fromEntries(
    sources.map(({ page, title, description }) => {
      const lastUpdated = contentLastModified(docsFile(contentDir, page))?.slice(0, 10);
      return [page, lastUpdated ? { title, description, lastUpdated } : { title, description }];
    }),
  ) as Record<DocsPage, DocsManifestEntry>;
}

/** A docs page as the build describes it to crawlers: its front matter and, when knowable, when it last changed. */
export interface DocsPageMetadata extends DocsFrontMatter {
  /** ISO 8601; absent when the build cannot know it (build/content-dates.ts). */
  dateModified?: string;
}

export type DocsMetadata = Readonly<Record<DocsPage, DocsPageMetadata>>;

/** Every docs page's front matter and last change date, read from content/docs at build time. */
export async function readDocsMetadata(contentDir: string): Promise<DocsMetadata> {
  const sources = await readDocsPages(contentDir);
  return Object.fromEntries(
    sources.map(({ page, title, description }) => {
      const dateModified = contentLastModified(docsFile(contentDir, page));
      return [page, dateModified ? { title, description, dateModified } : { title, description }];
    }),
  ) as Record<DocsPage, DocsPageMetadata>;
}
