import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestUserConfig } from 'vitest/node';
import { docsContentPlugins } from './build/docs/docs-vite-plugins.ts';

/**
 * Unit and integration tests, beside the code: shared and server run in Node, client in jsdom. The fault tests
 * (tests/faults/) run only when asked for (`npm run test:faults`, i.e. `--project faults`): they start real
 * processes and need PostgreSQL, Redis and nginx.
 */
/** What `--project` is when the command line names none (a CLI option the config may set too). */
const DEFAULT_PROJECTS: Pick<TestUserConfig, 'project'> = { project: ['!faults'] };

export default defineConfig({
  test: {
    ...DEFAULT_PROJECTS,
    projects: [
      {
        test: {
          name: 'shared',
          include: [
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'content/**/*.test.ts',
            'tests/**/*.test.ts',
            'build/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'tests/faults/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database; PostgreSQL runs are slower, so allow more time.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The docs' MDX and its build-time modules, so a docs page renders in a test as the build renders it.
        plugins: [
          docsContentPlugins({ contentDir: new URL('./content/docs', import.meta.url).pathname }),
          react(),
        ],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/faults/support/preflight.ts'],
          // One file at a time: each starts its own site, databases and Redis, and measures their timing.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
