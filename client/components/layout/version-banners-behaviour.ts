import {
  startServiceWorkerOnceSettled,
  tellServiceWorkerCulture,
  type VersionStatus,
} from '#client/lib/service-worker.ts';
import { resolveCulture } from '#shared/cultures.ts';

/**
 * The version banners on a page built without React in the browser: `container` is the element that
 * <VersionBanners staticPage /> rendered at build time, both banners in it hidden. Registers the service worker
 * as the app does (production builds only, once the page has settled) and shows what it reports, by the
 * component's rules: "checking" while a slow check runs and no new version is known, "new version" once one is.
 * It tells the worker the page's culture too, as the app does on every page (the culture of <html lang>).
 * `start` is what reports the check: the service worker, or a test.
 */
export function startVersionBanners(
  container: HTMLElement,
  start: (report: (status: VersionStatus) => void) => void = startServiceWorkerOnceSettled,
): void {
  const checking = container.querySelector<HTMLElement>('[data-banner="checking"]');
  const newVersion = container.querySelector<HTMLElement>('[data-banner="new-version"]');
  let checkingNewVersion = false;
  let newVersionAvailable = false;
  start((status) => {
    checkingNewVersion = status.checkingNewVersion ?? checkingNewVersion;
    newVersionAvailable = status.newVersionAvailable ?? newVersionAvailable;
    if (checking) checking.hidden = !checkingNewVersion || newVersionAvailable;
    if (newVersion) newVersion.hidden = !newVersionAvailable;
  });
  if (import.meta.env.PROD) tellServiceWorkerCulture(resolveCulture(document.documentElement.lang));
}
