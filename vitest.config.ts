import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests, beside the code: shared and server run in Node, client in jsdom. */
export default defineConfig({
  test: {
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
        plugins: [react()],
        resolve: {
          alias: {
            'virtual:pwa-register': new URL('./client/test/pwa-register.ts', import.meta.url).pathname,
          },
        },
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/test/setup.ts'],
        },
      },
    ],
  },
});
