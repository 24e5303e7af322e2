import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { BUILT_PATHS } from '#shared/paths.ts';
import { loadPages, pageKey } from './pages.ts';
import { loadStaticFiles, readBody } from './static-files.ts';

describe('loadPages', () => {
  let distDir: string | undefined;
  afterEach(() => {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  /** A build cut short, with one page, made for PUBLIC_URL https://example.com. */
  function build() {
    distDir = mkdtempSync(path.join(tmpdir(), 'fxe-pages-'));
    const client = path.join(distDir, 'client');
    mkdirSync(path.join(client, '__pages', 'en-GB'), { recursive: true });
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
  });

  test('a route the build made no page for is not among the pages, and the log names what is missing', () => {
    const dist = build();
    const errors: unknown[][] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const pages = loadPages(dist, 'https://example.com', loadStaticFiles(path.join(dist, 'client')), log);
    expect([...pages.keys()]).toEqual([pageKey('/pricing', 'en-GB')]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[0]).toMatchObject({
      count: BUILT_PATHS.length * SUPPORTED_CULTURES.length - 1,
      missing: expect.arrayContaining(['/__pages/en-GB/index.html']),
    });
  });

  test('without a build there are no pages, and nothing is said to be missing', () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'fxe-pages-'));
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    expect(loadPages(distDir, 'https://example.com', new Map(), log).size).toBe(0);
    expect(errors).toEqual([]);
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

  test('deployed under another PUBLIC_URL, a page that does not name the address is still the file loaded', () => {
    const dist = build();
    const client = path.join(dist, 'client');
    mkdirSync(path.join(client, '__pages', 'es-ES', 'account'), { recursive: true });
    writeFileSync(
      path.join(client, '__pages', 'es-ES', 'account', 'dashboard.html'),
      `<!doctype html><html lang="es-ES">${'<p>Panel</p>'.repeat(50)}</html>`,
    );
    const files = loadStaticFiles(client);
    const page = loadPages(dist, 'https://www.example.org', files).get(
      pageKey('/account/dashboard', 'es-ES'),
    );
    expect(page?.file).toBe(files.get('/__pages/es-ES/account/dashboard.html'));
  });
});
