import type { Culture } from '#shared/cultures.ts';
import { afterLoad } from './after-load.ts';

export type VersionStatus = { checkingNewVersion?: boolean; newVersionAvailable?: boolean };

/**
 * Registers the service worker (production builds only) and reports the version check:
 * checking while it asks the server for a newer worker; new version available when one is installed while
 * this older one still runs (it waits until every tab is closed). The page reloads when the controlling
 * worker changes. A registration failure is only logged. The registration code (the PWA plugin's, with
 * workbox-window) loads only then, well after the page: no visit waits for it.
 */
export async function startServiceWorker(report: (status: VersionStatus) => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
  });
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({
    immediate: true,
    onNeedRefresh: () => report({ checkingNewVersion: false, newVersionAvailable: true }),
    onRegisteredSW: async (_url, registration) => {
      if (!registration) return;
      report({ checkingNewVersion: true });
      try {
        await registration.update();
      } catch (error) {
        console.info('Could not check for a new version of the site', error);
      } finally {
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
