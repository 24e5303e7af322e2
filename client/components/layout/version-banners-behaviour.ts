import {
  startServiceWorkerOnceSettled,
  tellServiceWorkerCulture,
  type VersionStatus,
} from '#client/lib/service-worker.ts';
import { resolveCulture } from '#shared/cultures.ts';

/**
 * The version banners, on every page: `container` is the element that <VersionBanners /> rendered at build
 * time, both banners in it as templates (docs/decisions/0038). Registers the service worker (production builds
 * only, once the page has settled) and shows what it reports: "checking" while a slow check runs and no new
 * version is known, "new version" once one is. It tells the worker the page's culture too (that of <html lang>).
 * `start` is what reports the check: the service worker, or a test.
 */
export function startVersionBanners(
  container: HTMLElement,
  start: (report: (status: VersionStatus) => void) => void = startServiceWorkerOnceSettled,
): void {
  const checking = bannerFrom(container, 'checking');
  const newVersion = bannerFrom(container, 'new-version');
  let checkingNewVersion = false;
  let newVersionAvailable = false;
  start((status) => {
    checkingNewVersion = status.checkingNewVersion ?? checkingNewVersion;
    newVersionAvailable = status.newVersionAvailable ?? newVersionAvailable;
    checking?.(checkingNewVersion && !newVersionAvailable);
    newVersion?.(newVersionAvailable);
  });
  if (import.meta.env.PROD) tellServiceWorkerCulture(resolveCulture(document.documentElement.lang));
}

/** A banner from its template: a function that puts it in the live region, or takes it out. */
function bannerFrom(container: HTMLElement, name: string): ((shown: boolean) => void) | undefined {
  const template = container.querySelector<HTMLTemplateElement>(`template[data-banner="${name}"]`);
  const banner = template?.content.firstElementChild;
  if (!template || !banner) return undefined;
  return (shown) => {
    if (shown && !banner.isConnected) container.append(banner);
    if (!shown) banner.remove();
  };
}
