import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDynamicImportsPlugin } from './plain-dynamic-imports.ts';

describe('plainDynamicImportsPlugin', () => {
  let root: string;
  let entryCode: string;
  let entryFile: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fxe-plain-imports-'));
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><script type="module" src="./main.js"></script>',
    );
    await writeFile(path.join(root, 'main.js'), "export const later = () => import('./later.js');");
    await writeFile(path.join(root, 'later.js'), 'export const answer = 42;');
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [plainDynamicImportsPlugin()],
      build: {
        outDir: 'dist',
        modulePreload: false,
        cssCodeSplit: false,
        rollupOptions: { input: path.join(root, 'main.js'), preserveEntrySignatures: 'exports-only' },
      },
    });
    const assets = path.join(root, 'dist', 'assets');
    const entry = (await readdir(assets)).find((name) => name.startsWith('main-'));
    if (!entry) throw new Error('the build wrote no entry chunk');
    entryFile = path.join(assets, entry);
    entryCode = await readFile(entryFile, 'utf8');
  }, 30_000);

  afterAll(() => rm(root, { recursive: true, force: true }));

  it("leaves Vite's preload code out of the entry chunk", () => {
    expect(entryCode).not.toContain('modulepreload');
    expect(entryCode).not.toContain('relList');
  });

  it('still loads the dynamically imported chunk', async () => {
    const entry = await import(pathToFileURL(entryFile).href);
    await expect(entry.later()).resolves.toMatchObject({ answer: 42 });
  });
});
