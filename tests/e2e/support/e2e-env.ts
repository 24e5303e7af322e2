/** Where the end-to-end run puts the site and its SMTP sink (ports chosen to stay clear of a dev server). */
export const E2E = {
  port: 3100,
  baseUrl: 'http://127.0.0.1:3100',
  smtpPort: 2525,
  sinkHttpPort: 2526,
  sinkUrl: 'http://127.0.0.1:2526',
  dataDir: 'test-results/e2e-data',
} as const;
