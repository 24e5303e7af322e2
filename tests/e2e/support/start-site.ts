import { rmSync } from 'node:fs';
import { E2E } from './e2e-env.ts';

// A clean database and mail folder for every run, then the production server as `npm start` runs it.
rmSync(E2E.dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: String(E2E.port),
  HOST: '127.0.0.1',
  PUBLIC_URL: E2E.baseUrl,
  DATA_DIR: E2E.dataDir,
  DATABASE_URL: `file:${E2E.dataDir}/site.db`,
  SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
  // Each test presents its own client IP (X-Forwarded-For, as one proxy in front would), so per-IP rate limits
  // stay on without colliding.
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
  // The account the order pages tell customers to pay into (tests/e2e/buy.spec.ts reads them back).
  PAYMENT_IBAN: 'ES91 2100 0418 4502 0005 1332',
  PAYMENT_BIC: 'CAIXESBBXXX',
  PAYMENT_BENEFICIARY: 'DynamicsValue S.L.',
});
const { startServer } = await import('#server/server.ts');
// A browser test may serve another build (the service worker update test swaps builds).
await startServer({ distDir: process.env.E2E_DIST_DIR });
