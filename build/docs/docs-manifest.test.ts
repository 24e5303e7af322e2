import path from 'node:path';
import { expect, test } from 'vitest';
import { contentLastModified } from '#build/content-dates.ts';
import { DOCS_PAGES } from '#shared/paths.ts';
import { docsManifest } from './docs-manifest.ts';
import { docsFile, readDocsPages } from './read-docs.ts';

const CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'content', 'docs');

test("every page's Last updated is its MDX file's date, written out in the three cultures", async () => {
  const manifest = docsManifest(await readDocsPages(CONTENT_DIR), CONTENT_DIR);
  for (const page of DOCS_PAGES) {
    const known = contentLastModified(docsFile(CONTENT_DIR, page));
    const { lastUpdated } = manifest[page];
    if (!known) {
      // A shallow clone cannot know it: then the page says nothing rather than a wrong date.
      expect(lastUpdated, page).toBeUndefined();
      continue;
    }
    const day = known.slice(0, 10);
    const date = new Date(`${day}T00:00:00Z`);
    const month = (culture: string) => date.toLocaleString(culture, { month: 'long', timeZone: 'UTC' });
    const [d, y] = [date.getUTCDate(), date.getUTCFullYear()];
    expect(lastUpdated?.day, page).toBe(day);
    expect(lastUpdated?.text['en-GB'], page).toBe(`${d} ${month('en-GB')} ${y}`);
    expect(lastUpdated?.text['es-ES'], page).toBe(`${d} de ${month('es-ES')} de ${y}`);
    expect(lastUpdated?.text['ca-ES'], page).toMatch(new RegExp(`^${d} (de |d’)\\p{L}+ del ${y}$`, 'u'));
  }
}, 60_000);
