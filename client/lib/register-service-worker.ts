import { Workbox } from 'workbox-window';

export interface RegisterOptions {
  /** A newer worker is installed and waits for this one's tabs to close. */
  onNeedRefresh(): void;
  onRegisteredSW(url: string, registration: ServiceWorkerRegistration | undefined): void | Promise<void>;
  onRegisterError(error: unknown): void;
}

/** Where the build writes the worker (scripts/build-service-worker.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's worker with workbox-window in prompt mode: a new version never takes over open tabs by
 * itself, it waits, and the page is told so (client/lib/service-worker.ts shows the banner).
 */
export function registerSW(options: RegisterOptions): void {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  // Waiting: installed while an older worker still controls a tab, in this tab or another one.
  workbox.addEventListener('waiting', () => options.onNeedRefresh());
  workbox.register({ immediate: true }).then(
    (registration) => options.onRegisteredSW(SERVICE_WORKER_URL, registration),
    (error: unknown) => options.onRegisterError(error),
  );
}
