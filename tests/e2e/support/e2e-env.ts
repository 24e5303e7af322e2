/**
 * Where the end-to-end run puts the site and its SMTP sink. E2E_PORT_OFFSET moves all three ports, so two
 * checkouts on one machine can run their browser tests at the same time.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 3100 + offset;
const sinkHttpPort = 2626 + offset;

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort: 2525 + offset,
  sinkHttpPort,
  sinkUrl: `http://127.0.0.1:${sinkHttpPort}`,
  dataDir: `test-results/e2e-data-${port}`,
} as const;
