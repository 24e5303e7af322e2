/**
 * A page opened from another page of the site starts with focus on its main landmark, as every page change did
 * in the app, so keyboard and screen-reader users start reading the new page at its beginning; a page opened
 * from elsewhere, reloaded or come back to leaves focus where the browser puts it.
 */
export function focusMainAfterNavigation(document: Document): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation && navigation.type !== 'navigate') return;
  if (!document.referrer || new URL(document.referrer).origin !== location.origin) return;
  // A link to a place in the page (#section) has its own target; a control the previous page named has focus.
  if (location.hash || (document.activeElement && document.activeElement !== document.body)) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}
