const DURATION_MS = 350;

/**
 * Bootstrap's collapse, without its JavaScript bundle: animates the element's height between 0 and its
 * content over 350 ms by switching Bootstrap's own classes. Under prefers-reduced-motion Bootstrap's CSS
 * removes the transition; the timer then finishes at once. Returns what stops the animation's timer, for a
 * change of mind halfway (the next call starts from the height reached). Shared by the app's useCollapse and
 * the static pages' navbar script (site-navbar-behaviour.ts), so both fold alike.
 */
export function animateCollapse(element: HTMLElement, isExpanded: boolean): () => void {
  const finish = () => {
    element.classList.remove('collapsing');
    element.classList.add('collapse');
    element.classList.toggle('show', isExpanded);
    element.style.height = '';
  };
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    finish();
    return () => {};
  }
  const from = isExpanded ? 0 : element.getBoundingClientRect().height;
  element.style.height = `${from}px`;
  element.classList.remove('collapse', 'show');
  element.classList.add('collapsing');
  // Read layout so the browser starts the transition from `from`.
  void element.offsetHeight;
  element.style.height = isExpanded ? `${element.scrollHeight}px` : '0px';
  const timer = window.setTimeout(finish, DURATION_MS);
  return () => window.clearTimeout(timer);
}
