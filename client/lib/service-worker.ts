import type { Culture } from '#shared/cultures.ts';
import { afterLoad } from './after-load.ts';

/** A check quicker than this (nearly all) shows no banner: it would only flash over the page. */
const CHECKING_BANNER_DELAY_MS = 1000;

export type VersionStatus = { checkingNewVersion?: boolean; newVersionAvailable?: boolean };

/**
 * Registers the service worker (production builds only) and reports the version check:
 * on a return visit, checking once it has waited a second for the server's answer about a newer worker (a
 * quicker answer shows nothing); new version available
 * when one is installed while this older one still runs (it waits until every tab is closed). The page reloads when the controlling
 * worker changes. A registration failure is only logged. The registration code (the PWA plugin's, with
 * workbox-window) loads only then, well after the page: no visit waits for it.
 */
export async function startServiceWorker(report: (status: VersionStatus) => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
  });
  const { registerSW } = await import('./register-service-worker.ts');
  registerSW({
    onNeedRefresh: () => report({ checkingNewVersion: false, newVersionAvailable: true }),
    onRegisteredSW: async (_url, registration) => {
      // A first visit has just installed the newest worker: nothing newer to look for (and the check would
      // wait behind the install's downloads, showing its banner for nothing).
      if (!registration || !hadController) return;
      const slowCheck = setTimeout(() => report({ checkingNewVersion: true }), CHECKING_BANNER_DELAY_MS);
      try {
        await registration.update();
      } catch (error) {
        console.info('Could not check for a new version of the site', error);
      } finally {
        clearTimeout(slowCheck);
        report({ checkingNewVersion: false });
      }
    },
    onRegisterError: (error: unknown) => console.info('Service worker registration failed', error),
  });
}

/**
 * Starts the service worker in production builds once the page has loaded and settled (1.5 s after its load
 * event), so the worker never competes with the page's own downloads.
 */
export function startServiceWorkerOnceSettled(report: (status: VersionStatus) => void): void {
  if (!import.meta.env.PROD) return;
  afterLoad(1500, () => void startServiceWorker(report));
}

/** Tells the worker which culture to open offline pages in. */
export function tellServiceWorkerCulture(culture: Culture): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'SET_CULTURE', culture }),
  );
}
