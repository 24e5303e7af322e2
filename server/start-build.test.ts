import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  BUILD_INPUTS,
  BUILD_STAMP,
  buildEnvironment,
  newestBuildInput,
  startMode,
  whyBuild,
} from './start-build.ts';

const ROOT = path.join(import.meta.dirname, '..');
const HOUR = 3600;
const NOW = Date.now() / 1000;

/** A checkout in a temp folder: each file written with its modification time, seconds before now. */
function checkout(files: Record<string, number>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fxe-start-'));
  for (const [file, secondsAgo] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, NOW - secondsAgo, NOW - secondsAgo);
  }
  return root;
}

const BUILT_AN_HOUR_AGO = { 'dist/client/__pages/en-GB/index.html': HOUR, [BUILD_STAMP]: HOUR };

test('npm start is development unless NODE_ENV names something else', () => {
  expect(startMode({})).toBe('development');
  expect(startMode({ NODE_ENV: '' })).toBe('development');
  expect(startMode({ NODE_ENV: 'development' })).toBe('development');
  expect(startMode({ NODE_ENV: 'production' })).toBe('production');
  expect(startMode({ NODE_ENV: 'test' })).toBe('production');
});

test("npm start's build is quiet and never React's development build, whatever NODE_ENV the shell has", () => {
  expect(buildEnvironment({ NODE_ENV: 'development', PATH: '/usr/bin', LEGAL_NIF: 'B12345678' })).toEqual({
    PATH: '/usr/bin',
    LEGAL_NIF: 'B12345678',
    BUILD_QUIET: '1',
  });
});

test('without a build, npm start builds, in development and in production', () => {
  const root = checkout({ 'client/main.tsx': 2 * HOUR });
  expect(whyBuild(root, 'development')).toBe('No build found: building the site first (npm run build)…');
  expect(whyBuild(root, 'production')).toBe('No build found: building the site first (npm run build)…');
  // A build cut short (its stamp is removed when it starts, written once every page is) is no build.
  const cutShort = checkout({ 'dist/client/__pages/en-GB/index.html': HOUR });
  expect(whyBuild(cutShort, 'development')).toMatch(/^No build found/);
  expect(whyBuild(cutShort, 'production')).toMatch(/^No build found/);
});

test('a build newer than every source is served as it is', () => {
  const root = checkout({ ...BUILT_AN_HOUR_AGO, 'client/main.tsx': 2 * HOUR, 'package-lock.json': 3 * HOUR });
  expect(whyBuild(root, 'development')).toBeUndefined();
});

test('in development, a source changed after the build (an edit, a pull) builds again, naming the file', () => {
  for (const file of [
    'client/features/home/home-page.tsx',
    'shared/i18n/locales/es-ES/home.json',
    'content/docs/quick-start.mdx',
    'build/site-integration.ts',
    'site/layouts/page-document.astro',
    'server/assets/fakexrmeasy-research-study.pdf',
    'package-lock.json',
    'astro.config.ts',
  ]) {
    const root = checkout({ ...BUILT_AN_HOUR_AGO, 'client/main.tsx': 2 * HOUR, [file]: 60 });
    expect(whyBuild(root, 'development')).toMatch(
      new RegExp(
        `^${file.replaceAll('.', '\\.')} changed \\(.+\\) after the last build: building the site again`,
      ),
    );
  }
});

test("in development, a test's edit or a server file the build does not read costs no build", () => {
  const root = checkout({
    ...BUILT_AN_HOUR_AGO,
    'client/main.tsx': 2 * HOUR,
    'client/features/home/home-page.test.tsx': 60,
    'shared/pricing/vat.test.ts': 60,
    'client/test/setup.ts': 60,
    'server/app.ts': 60,
    'docs/operations.md': 60,
  });
  expect(whyBuild(root, 'development')).toBeUndefined();
  expect(newestBuildInput(root)?.file).toBe('client/main.tsx');
});

test('in production dist/ came with the release: newer sources never rebuild it', () => {
  const root = checkout({ ...BUILT_AN_HOUR_AGO, 'client/main.tsx': 60 });
  expect(whyBuild(root, 'production')).toBeUndefined();
});

test('every input named is in the repository, so a renamed one is not silently left out', () => {
  for (const input of BUILD_INPUTS) expect(existsSync(path.join(ROOT, input)), input).toBe(true);
});

test('this checkout has a source newest among the inputs, found quickly', () => {
  const started = performance.now();
  expect(newestBuildInput(ROOT)).toMatchObject({ file: expect.any(String), mtimeMs: expect.any(Number) });
  // A walk of a few thousand files: cheap enough for every start.
  expect(performance.now() - started).toBeLessThan(2000);
});
