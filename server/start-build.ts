import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE } from '#shared/paths.ts';

/**
 * Whether `npm start` (start.ts) must build the site before serving it. A build on disk is stale once a file it
 * was made from has changed since (an edit, a `git pull`, a checkout of another branch: git gives the files it
 * writes the current time), so in development the newest modification time among the build's inputs is compared
 * with the build's stamp. In production dist/ comes with the release (docs/operations.md), whatever the files'
 * times say after they were copied, so there only a missing build is built.
 */

/** What `npm run build` reads, relative to the repository: folders are walked, test files left out. */
export const BUILD_INPUTS: readonly string[] = [
  'site',
  'client',
  'shared',
  'content',
  'build',
  // The research study the build cuts the methodology page from (build/research-study-methodology.ts).
  'server/assets',
  'package.json',
  'package-lock.json',
  'astro.config.ts',
  'scripts/build-service-worker.ts',
  'scripts/precompress.ts',
];

/** The build's stamp (shared/paths.ts): there once a build has written every page, not after one cut short. */
export const BUILD_STAMP = path.join('dist', BUILD_INFO_FILE);

/** Whether the repository at root has a build to serve (this, and scripts/cluster.ts, build when not). */
export function hasBuild(root: string): boolean {
  return existsSync(path.join(root, BUILD_STAMP));
}

/** A test's edit changes nothing the build makes: it must not cost a two-minute build. */
const TEST_FILE = /\.test\.tsx?$|(^|\/)test\//;

/**
 * `npm start` is development unless NODE_ENV says otherwise (production runs `node server/server.ts` with
 * NODE_ENV=production: deploy/systemd/): a readable log, and a build kept in step with the sources.
 */
export function startMode(env: NodeJS.ProcessEnv): 'development' | 'production' {
  return env.NODE_ENV === undefined || env.NODE_ENV === '' || env.NODE_ENV === 'development'
    ? 'development'
    : 'production';
}

export interface NewestFile {
  /** Relative to the repository, with forward slashes. */
  file: string;
  mtimeMs: number;
}

/** The most recently modified of the build's inputs under root, or undefined when there is none. */
export function newestBuildInput(
  root: string,
  inputs: readonly string[] = BUILD_INPUTS,
): NewestFile | undefined {
  let newest: NewestFile | undefined;
  const visit = (relative: string) => {
    if (TEST_FILE.test(relative)) return;
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full)) visit(`${relative}/${entry}`);
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { file: relative, mtimeMs: stat.mtimeMs };
  };
  for (const input of inputs) visit(input);
  return newest;
}

/**
 * The environment start.ts runs `npm run build` in. Without NODE_ENV: given NODE_ENV=development, Vite would
 * bundle React's development build. BUILD_QUIET: the build's warnings and errors, not the size of each chunk
 * (build/build-output.ts).
 */
export function buildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...rest } = env;
  return { ...rest, BUILD_QUIET: '1' };
}

/** Why start.ts builds first, in a sentence for the terminal; undefined when the build on disk will do. */
export function whyBuild(root: string, mode: 'development' | 'production'): string | undefined {
  if (!hasBuild(root)) return 'No build found: building the site first (npm run build)…';
  if (mode === 'production') return undefined;
  const newest = newestBuildInput(root);
  if (!newest || newest.mtimeMs <= statSync(path.join(root, BUILD_STAMP)).mtimeMs) return undefined;
  const when = new Date(newest.mtimeMs).toLocaleString();
  return `${newest.file} changed (${when}) after the last build: building the site again (npm run build)…`;
}
