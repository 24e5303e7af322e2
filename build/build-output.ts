import type { LogLevel } from 'vite';

/**
 * How much `vite build` prints. `npm start` builds with BUILD_QUIET=1 (server/start.ts): a newcomer's first start
 * shows the build's warnings and errors, not the size of each of its 260 chunks nor rolldown's PLUGIN_TIMINGS
 * report (which plugins took the time, worth nothing to someone waiting for the site). `npm run build` by hand
 * prints everything, for whoever watches the bundle.
 */
export function buildOutput(env: NodeJS.ProcessEnv): { logLevel: LogLevel; bundlerTimings: boolean } {
  const quiet = env.BUILD_QUIET === '1';
  return { logLevel: quiet ? 'warn' : 'info', bundlerTimings: !quiet };
}
