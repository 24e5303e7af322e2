// Vitest has no service worker plugin: the app's registration module resolves to this no-op instead.
// (Registration itself only runs in production builds and is covered by tests/e2e/service-worker.spec.ts.)
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
