import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedFileName } from '../server/site/pages.ts';
import { brotli } from '../server/site/static-files.ts';
import { SUPPORTED_CULTURES } from '../shared/cultures.ts';
import { PATHS, PUBLIC_PATHS } from '../shared/routes.ts';
import { buildPublicUrl, injectPage } from './page-document.ts';

/**
 * Build step: renders every public route once per culture into complete HTML (dist/pages/<culture>/…), with
 * brotli and gzip variants next to each file, so the server holds finished pages in memory.
 */
const root = path.join(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const shell = readFileSync(path.join(dist, 'client', 'index.html'), 'utf8');
const { renderPage } = (await import(path.join(dist, 'server', 'entry-server.js'))) as {
  renderPage(url: string, culture: string): Promise<string>;
};
const publicUrl = buildPublicUrl(process.env);

const routes = [...PUBLIC_PATHS, PATHS.notFound];
let count = 0;
for (const culture of SUPPORTED_CULTURES) {
  for (const route of routes) {
    const rendered = await renderPage(route, culture);
    const html = Buffer.from(injectPage(shell, rendered, { culture, route, publicUrl }));
    const file = path.join(dist, 'pages', culture, prerenderedFileName(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotli(html));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    count++;
  }
}
writeFileSync(
  path.join(dist, 'pages', 'build-info.json'),
  JSON.stringify({ publicUrl, builtAt: new Date().toISOString() }),
);
console.log(
  `prerendered ${count} pages (${routes.length} routes × ${SUPPORTED_CULTURES.length} cultures) for ${publicUrl}`,
);
