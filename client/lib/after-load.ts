/**
 * Runs `run` once, `delayMs` after the page's load event (counted from now when the page has already loaded).
 * For work that must never compete with the page's own downloads: starting the app when no paint is reported,
 * registering the service worker.
 */
export function afterLoad(delayMs: number, run: () => void): void {
  const wait = () => window.setTimeout(run, delayMs);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}
