import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { sampleItems } from '#content/marketing/marketing-content.ts';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import {
  BUILD_INFO_FILE,
  PAGE_DATES_FILE,
  PRERENDERED_PAGES_PREFIX,
  pageDateKey,
  prerenderedFileName,
} from '#shared/paths.ts';
import { siteNameAndTagline } from './common-catalogue.ts';
import { writeDocsMarkdown } from './docs/write-docs-markdown.ts';
import { readMarketingContent } from './marketing-content-plugin.ts';
import { createPageDater, pageSources } from './page-dates.ts';
import { buildPublicUrl } from './page-document.ts';
import { takePageRecords } from './page-records.ts';
import { paintFirst } from './paint-first.ts';
import { publicationWarnings } from './publication-warnings.ts';
import { writeResearchStudyMethodology } from './research-study-methodology.ts';
import { shareImagePath } from './share-and-install-tags.ts';
import { type ShareImageText, shareImageText, writeShareImages } from './share-images.ts';
import { writeWebAppManifests } from './web-app-manifest.ts';

/**
 * What the build writes beside Astro's pages, once they are written into dist/client: each culture's web app
 * manifest, the docs' Markdown twins and llms files, the study's methodology page, every page's share picture,
 * when each page's words last changed (the sitemap's lastmod) and which PUBLIC_URL the pages were made for.
 * It runs before scripts/build-service-worker.ts lists the files to precache and scripts/precompress.ts.
 */
export function siteIntegration({
  docsContentDir,
  marketingContentDir,
}: {
  docsContentDir: string;
  marketingContentDir: string;
}): AstroIntegration {
  // dist/build-info.json: what the server reads, and what tells npm start there is a build.
  let stamp: string | undefined;
  return {
    name: 'fxe:site',
    hooks: {
      'astro:config:done': ({ config }) => {
        stamp = path.join(path.dirname(fileURLToPath(config.outDir)), BUILD_INFO_FILE);
      },
      'astro:build:start': ({ logger }) => {
        // A build cut short leaves no stamp: the server's start then builds again (server/start-build.ts).
        if (stamp) rmSync(stamp, { force: true });
        for (const warning of publicationWarnings(
          sampleItems(readMarketingContent(marketingContentDir)),
          process.env,
        ))
          logger.warn(`\nWarning: ${warning}\n`);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const distDir = path.dirname(outDir);
        const publicUrl = buildPublicUrl(process.env);
        moveCultureHomePages(outDir);
        for (const file of htmlFiles(outDir)) writeFileSync(file, paintFirst(readFileSync(file, 'utf8')));
        writeWebAppManifests(outDir);
        await writeDocsMarkdown(outDir, docsContentDir, publicUrl);
        await writeResearchStudyMethodology(outDir);

        const records = takePageRecords();
        const dateOf = createPageDater(path.dirname(distDir));
        const pageDates: Record<string, string> = {};
        const pictures: Array<{ file: string; text: ShareImageText }> = [];
        for (const { route, culture, namespaces } of records) {
          const date = dateOf(pageSources(route, culture, namespaces));
          if (date) pageDates[pageDateKey(route, culture)] = date;
          const html = readFileSync(
            path.join(outDir, PRERENDERED_PAGES_PREFIX.slice(1), culture, prerenderedFileName(route)),
            'utf8',
          );
          pictures.push({
            file: path.join(outDir, shareImagePath(culture, route).slice(1)),
            text: shareImageText(html, siteNameAndTagline(culture).siteName),
          });
        }
        writeFileSync(path.join(distDir, PAGE_DATES_FILE), JSON.stringify(pageDates, null, 1));
        const started = performance.now();
        const { drawn } = await writeShareImages(pictures);
        logger.info(
          `drew ${drawn} share pictures for ${pictures.length} pages in ${Math.round(performance.now() - started)} ms`,
        );
        writeFileSync(
          path.join(distDir, BUILD_INFO_FILE),
          JSON.stringify({ publicUrl, builtAt: new Date().toISOString() }),
        );
      },
    },
  };
}

/** Astro writes a culture's '/' beside the culture's folder (__pages/en-GB.html); the server looks inside it. */
function moveCultureHomePages(outDir: string): void {
  const pagesDir = path.join(outDir, PRERENDERED_PAGES_PREFIX.slice(1));
  for (const culture of SUPPORTED_CULTURES) {
    mkdirSync(path.join(pagesDir, culture), { recursive: true });
    renameSync(
      path.join(pagesDir, `${culture}.html`),
      path.join(pagesDir, culture, prerenderedFileName('/')),
    );
  }
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}
