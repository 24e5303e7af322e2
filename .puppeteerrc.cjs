// pa11y (tests/e2e/standards.spec.ts) drives Debian's Chromium through Puppeteer, like Playwright does: Puppeteer
// must not download a browser of its own when it is installed (decision 0024).
module.exports = { skipDownload: true };
