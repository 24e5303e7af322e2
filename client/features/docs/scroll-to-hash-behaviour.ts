import { fragmentOf } from './on-this-page-behaviour.ts';

// The #fragment's heading on a docs page, which is HTML only (docs/decisions/0038).

/**
 * Brings the element the #fragment names into view and gives it focus, so reading goes on from the heading
 * (the headings have tabindex="-1"). A frame later: the browser's own scroll to a fragment or restoring a
 * reload's position comes first, and this one decides.
 */
function showHeading(hash: string): () => void {
  const id = fragmentOf(hash);
  if (!id) return () => {};
  const frame = requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * On arrival the heading is brought into view and focused; after a link to a #fragment of the page (a
 * heading's own anchor, "On this page", a search result on this page) or Back and Forward between them, the
 * browser has scrolled already (to the fragment, or back to where the reader was on Back), so the heading only
 * takes the focus. A link to the fragment already in the address makes no hashchange: the browser scrolls, no
 * more.
 */
export function enhanceScrollToHash(signal?: AbortSignal): void {
  signal?.addEventListener('abort', showHeading(location.hash));
  window.addEventListener(
    'hashchange',
    () => document.getElementById(fragmentOf(location.hash))?.focus({ preventScroll: true }),
    { signal },
  );
}
