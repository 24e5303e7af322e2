import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISABLE_FEATURES_ARG, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-features.ts';

/** The features Playwright itself disables in Chromium, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const lib = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(lib, 'lib', 'coreBundle.js'), 'utf8');
  const start = bundle.indexOf('disabledFeatures = [');
  expect(
    start,
    'playwright-core no longer declares disabledFeatures: check chromium-features.ts',
  ).toBeGreaterThan(0);
  const list = bundle.slice(start, bundle.indexOf(']', start));
  // Edge's own features (ms…) do not apply to Chromium.
  return [...list.matchAll(/^\s*"(\w+)"/gm)]
    .map((match) => match[1] as string)
    .filter((f) => !f.startsWith('ms'));
}

describe('the browser tests’ --disable-features', () => {
  it('repeats every feature Playwright disables, since Chromium reads only the last such switch', () => {
    const ours = DISABLE_FEATURES_ARG.replace('--disable-features=', '').split(',');
    expect(playwrightDisabledFeatures().filter((feature) => !ours.includes(feature))).toEqual([]);
    expect(PLAYWRIGHT_DISABLED_FEATURES.length).toBeGreaterThan(0);
  });
});
