import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  disabledFeaturesIn,
  disableFeaturesSwitch,
  PLAYWRIGHT_DISABLED_FEATURES,
} from './chromium-features.ts';

/** The features Playwright itself disables in Chromium, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const lib = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(lib, 'lib', 'coreBundle.js'), 'utf8');
  const start = bundle.indexOf('disabledFeatures = [');
  const list = start < 0 ? '' : bundle.slice(start, bundle.indexOf(']', start));
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1] as string);
}

describe('the browser tests’ --disable-features', () => {
  it('repeats Playwright’s own list, since Chromium reads only the last such switch', () => {
    const playwrights = playwrightDisabledFeatures();
    // Found none: playwright-core moved its list, and this test would no longer guard anything.
    expect(
      playwrights.length,
      'playwright-core’s disabledFeatures: check chromium-features.ts',
    ).toBeGreaterThan(0);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrights);
  });

  it('adds the address bar’s popups after the launcher’s features', () => {
    expect(disableFeaturesSwitch(['Translate'])).toBe(
      '--disable-features=Translate,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    );
  });

  it('reads the features a launcher’s command line disables', () => {
    expect(disabledFeaturesIn(['--headless', '--disable-features=Translate,MediaRouter'])).toEqual([
      'Translate',
      'MediaRouter',
    ]);
    expect(disabledFeaturesIn(['--headless'])).toEqual([]);
  });
});
