import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/**
 * npm runs no dependency's install script unless package.json's allowScripts approves it, and `npm install` ends
 * with a warning for each one it has no entry for. A newcomer cannot tell whether to act, so every package of
 * the lock file with an install script has its entry, decided once: puppeteer's and vnu-jar's would download a
 * browser and a Java runtime (the machine has them), @swc/core's and esbuild's (Astro's) only check that their
 * prebuilt binary loads
 * (README, Requirements).
 */
test('every dependency with an install script is approved or denied in allowScripts', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  const { allowScripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    allowScripts: Record<string, boolean>;
  };
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => location.replace(/^.*node_modules\//, ''));
  expect(withScripts.length).toBeGreaterThan(0);
  for (const name of withScripts) expect(allowScripts, name).toHaveProperty([name]);
});
