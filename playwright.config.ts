import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_PATH,
  disableFeaturesSwitch,
  PLAYWRIGHT_DISABLED_FEATURES,
  QUIET_CHROMIUM_SWITCHES,
} from './scripts/chromium-features.ts';
import { E2E } from './tests/e2e/support/e2e-env.ts';

/**
 * End-to-end tests drive the *built* site (npm run build first) in Debian's Chromium, with a real SMTP sink
 * catching the e-mails. Test tools cannot download browsers here, hence executablePath.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.baseUrl,
    // Recording a trace of every test took a fifth of the suite's time on a 2-core machine (axe's many page
    // calls are each recorded). Turn it on to look into a failure: E2E_TRACE=1 npm run test:e2e.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // Every new context would install the service worker and download its whole precache: only
    // service-worker.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...QUIET_CHROMIUM_SWITCHES,
        '--disable-quic',
        '--no-first-run',
        disableFeaturesSwitch(PLAYWRIGHT_DISABLED_FEATURES),
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node tests/e2e/support/smtp-sink.ts',
      url: `${E2E.sinkUrl}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node tests/e2e/support/start-site.ts',
      url: `${E2E.baseUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
