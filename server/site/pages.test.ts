import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadPages, pageKey } from './pages.ts';
import { loadStaticFiles, readBody } from './static-files.ts';

describe('loadPages', () => {
  let distDir: string | undefined;
  afterEach(() => {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  /** A build with the shell and one prerendered page, made for PUBLIC_URL https://example.com. */
  function build() {
    distDir = mkdtempSync(path.join(tmpdir(), 'fxe-pages-'));
    const client = path.join(distDir, 'client');
    mkdirSync(path.join(client, '__pages', 'en-GB'), { recursive: true });
    writeFileSync(path.join(client, 'index.html'), '<!doctype html><html lang="en-GB"><body></body></html>');
    const page = `<!doctype html><html lang="en-GB"><link rel="canonical" href="https://example.com/pricing">${'<p>Pricing</p>'.repeat(50)}</html>`;
    writeFileSync(path.join(client, '__pages', 'en-GB', 'pricing.html'), page);
    writeFileSync(
      path.join(distDir, 'build-info.json'),
      JSON.stringify({ publicUrl: 'https://example.com' }),
    );
    return distDir;
  }

  test("a prerendered page is held once: the page's answer uses the file loaded at its own URL", () => {
    const dist = build();
    const files = loadStaticFiles(path.join(dist, 'client'));
    const pages = loadPages(dist, 'https://example.com', files);
    const page = pages.get(pageKey('/pricing', 'en-GB'));
    expect(page?.culture).toBe('en-GB');
    expect(page?.file).toBe(files.get('/__pages/en-GB/pricing.html'));
    // A route without a prerendered page gets the shell in its culture.
    const shell = pages.get(pageKey('/pricing', 'es-ES'))?.file.identity ?? Buffer.alloc(0);
    expect(readBody(shell).toString()).toContain('<html lang="es-ES"');
  });

  test('deployed under another PUBLIC_URL, the page is rewritten rather than shared', () => {
    const dist = build();
    const files = loadStaticFiles(path.join(dist, 'client'));
    const page = loadPages(dist, 'https://www.example.org', files).get(pageKey('/pricing', 'en-GB'))?.file;
    expect(page).not.toBe(files.get('/__pages/en-GB/pricing.html'));
    expect(readBody(page?.identity ?? Buffer.alloc(0)).toString()).toContain(
      'href="https://www.example.org/pricing"',
    );
  });
});
