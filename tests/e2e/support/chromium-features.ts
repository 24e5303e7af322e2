/**
 * The Chromium features the browser tests turn off. Chromium reads only the last `--disable-features` on its
 * command line, and Playwright passes its own list before ours, so ours must repeat Playwright's
 * (chromium-features.test.ts fails when a Playwright upgrade adds to it) and then add the site's.
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
];

/**
 * Debian's Chromium loads its address bar's WebUI popups (the omnibox's and its AI-mode variant) even headless,
 * in a renderer of their own that kept 35-50 % of a core busy per browser while the tests ran, for a popup
 * nobody opens: lead-forms.spec.ts took 78 s with them and 49 s without. bench/lighthouse.ts turns them off too.
 */
export const UNUSED_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const DISABLE_FEATURES_ARG = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI_FEATURES].join(',')}`;
