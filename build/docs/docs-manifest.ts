import { contentLastModified } from '#build/content-dates.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import type { DocsPage } from '#shared/paths.ts';
import { type DocsFrontMatter, type DocsPageSource, docsFile, readDocsPages } from './read-docs.ts';

/**
 * The day a page's MDX last changed (YYYY-MM-DD), and that day written out in each culture: written here, at
 * build time, with the function that writes every date of the site, so the pages carry 24 short strings rather
 * than the code and the Intl set-up that would write them in the browser (the first-load budget,
 * docs/decisions/0013).
 */
export interface DocsLastUpdated {
  day: string;
  text: Record<Culture, string>;
}

/** What the pages show of a docs page besides its body. */
export interface DocsManifestEntry extends DocsFrontMatter {
  /** Absent when the build cannot know it (build/content-dates.ts). */
  lastUpdated?: DocsLastUpdated;
}

/** What the pages need of every docs page, by page (`virtual:docs-manifest`). */
export type DocsManifest = Readonly<Record<DocsPage, DocsManifestEntry>>;

export function docsManifest(sources: readonly DocsPageSource[], contentDir: string): DocsManifest {
  return Object.fromEntries(
    sources.map(({ page, title, description }) => {
      const day = contentLastModified(docsFile(contentDir, page))?.slice(0, 10);
      if (!day) return [page, { title, description }];
      const text = Object.fromEntries(
        SUPPORTED_CULTURES.map((culture) => [culture, formatLongDate(day, culture)]),
      );
      return [page, { title, description, lastUpdated: { day, text } }];
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
