import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
    await writeFile(
      path.join(root, 'main.js'),
      "export const later = () => import('./later.js');\nexport const broken = () => import('./broken.js');",
    );
    await writeFile(path.join(root, 'later.js'), 'export const answer = 42;');
    // A chunk whose loading fails, as one a new release has removed would.
    await writeFile(path.join(root, 'broken.js'), "throw new Error('gone');\nexport const never = 1;");
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

  describe('a chunk that fails to load', () => {
    const page = globalThis as { dispatchEvent?: (event: Event) => boolean };
    /** Stands in for the browser's window: the events the helper dispatches, and what listeners do. */
    function listen(onFailure: (event: Event & { payload?: unknown }) => void) {
      const target = new EventTarget();
      target.addEventListener('vite:preloadError', onFailure);
      page.dispatchEvent = (event) => target.dispatchEvent(event);
    }
    afterEach(() => {
      delete page.dispatchEvent;
    });

    it('is reported as a cancelable vite:preloadError with the error, and rejects when nobody takes it over', async () => {
      const reported: Array<Event & { payload?: unknown }> = [];
      listen((event) => reported.push(event));
      const entry = await import(pathToFileURL(entryFile).href);
      await expect(entry.broken()).rejects.toThrow('gone');
      expect(reported).toHaveLength(1);
      expect(reported[0]?.cancelable).toBe(true);
      expect(String(reported[0]?.payload)).toContain('gone');
    });

    it('never settles once a listener takes it over, so nothing renders from it', async () => {
      listen((event) => event.preventDefault());
      const entry = await import(pathToFileURL(entryFile).href);
      const outcome = await Promise.race([
        entry.broken().then(
          () => 'resolved',
          () => 'rejected',
        ),
        new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
      ]);
      expect(outcome).toBe('pending');
    });
  });
});
