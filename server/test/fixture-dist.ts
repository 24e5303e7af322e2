import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotli } from '#server/site/static-files.ts';
import { localisePath } from '#shared/culture-paths.ts';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { BUILD_INFO_FILE, BUILT_PATHS, isIndexable, prerenderedPageUrl } from '#shared/paths.ts';
import { webAppManifestLink } from '#shared/web-app-manifest.ts';

/** The checked-in part of the fixture build: its info, page dates, a hashed asset and the training page. */
const CHECKED_IN = path.join(import.meta.dirname, 'fixture-dist');

let found: string | undefined;

/**
 * A tiny build for the server tests, so they do not depend on npm run build. Like the real one it has a page
 * for every route in every culture (shared/paths.ts, BUILT_PATHS), each with its culture's lang, manifest link
 * and, when indexable, canonical URL, long enough to be compressed, with its .br and .gz beside it
 * (scripts/precompress.ts); the files of fixture-dist/ are taken as they are. Its h1 names the culture and
 * route, so a test can tell which page it was sent. No test writes into it.
 *
 * It is written once into the system's temporary folder, named by a hash of its files: every test process
 * finds it there, and a change of a route, a page or a checked-in file makes a new one. Each process writes
 * into a folder of its own and renames it into place, so processes that start together never see half of it.
 */
export function fixtureDist(): string {
  if (found) return found;
  const files = fixtureFiles();
  const hash = createHash('sha256');
  for (const [file, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(file).update(bytes);
  const distDir = path.join(tmpdir(), `fxe-fixture-dist-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(distDir)) {
    const staging = mkdtempSync(`${distDir}-`);
    for (const [file, bytes] of files) {
      const full = path.join(staging, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, bytes);
      if (file.endsWith('.html')) {
        writeFileSync(`${full}.br`, brotli(bytes));
        writeFileSync(`${full}.gz`, gzipSync(bytes));
      }
    }
    try {
      renameSync(staging, distDir);
    } catch {
      // Another process put its copy in place first: the same files.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  found = distDir;
  return distDir;
}

/** Every file of the fixture build by its path in it: the checked-in ones, and a page where none is. */
function fixtureFiles(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(CHECKED_IN, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(CHECKED_IN, full), readFileSync(full));
    }
  const { publicUrl } = JSON.parse(String(files.get(BUILD_INFO_FILE))) as { publicUrl: string };
  for (const culture of SUPPORTED_CULTURES)
    for (const route of BUILT_PATHS) {
      const file = path.join('client', prerenderedPageUrl(route, culture).slice(1));
      if (!files.has(file)) files.set(file, Buffer.from(fixturePage(culture, route, publicUrl)));
    }
  return files;
}

/** The fixture's page of a route in a culture: its h1 says which. */
export function fixturePageHeading(culture: string, route: string): string {
  return `<h1>${culture} ${route}</h1>`;
}

function fixturePage(culture: Culture, route: string, publicUrl: string): string {
  return `<!doctype html>
<html lang="${culture}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${route} | FakeXrmEasy</title>
    ${webAppManifestLink(culture)}
    ${isIndexable(route) ? `<link rel="canonical" href="${publicUrl}${localisePath(route, culture)}"/>` : ''}
    <script type="module" src="/assets/app-Test1234.js"></script>
  </head>
  <body>
    <div id="root"><main>${fixturePageHeading(culture, route)}<p>A stand-in for the page the build writes for this route in this culture, long enough to be worth compressing.</p></main></div>
  </body>
</html>
`;
}
