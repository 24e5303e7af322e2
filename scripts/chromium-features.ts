/**
 * Chromium reads only the last `--disable-features` on its command line, and the tools that launch it (Playwright
 * for the browser tests, chrome-launcher for bench/lighthouse.ts) pass their own list before ours: our switch
 * repeats theirs and adds the features the site's tests and benches turn off.
 */

/**
 * Playwright's own list (playwright-core's chromiumSwitches), which it does not export: chromium-features.test.ts
 * fails when an upgrade adds to it.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Debian's Chromium loads its address bar's WebUI popups (the omnibox's and its AI-mode variant) even
 * headless, in a renderer of their own that keeps part of a core busy for a popup nobody opens, slowing the
 * browser tests and the Lighthouse runs (bench/README.md, Findings behind the code).
 */
const UNUSED_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/** The features a launcher's own command line disables (chrome-launcher exports its flags, not the list). */
export function disabledFeaturesIn(flags: readonly string[]): string[] {
  return (
    flags
      .find((flag) => flag.startsWith(DISABLE_FEATURES))
      ?.slice(DISABLE_FEATURES.length)
      .split(',') ?? []
  );
}

/** The launcher's own disabled features and ours, in one switch. */
export function disableFeaturesSwitch(launcherFeatures: readonly string[]): string {
  return `${DISABLE_FEATURES}${[...launcherFeatures, ...UNUSED_BROWSER_UI_FEATURES].join(',')}`;
}

/** Debian's Chromium (test tools cannot download browsers here), or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The switches every Chromium the tests, checks and benches start takes: no sandbox (root in a container), no
 * GPU, and none of the browser's own background traffic, which would cost time and a core between runs.
 */
export const QUIET_CHROMIUM_SWITCHES: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
