/**
 * The sidebar's disclosure below the lg breakpoint (docs-sidebar.tsx): the button opens and closes the list of
 * pages (the stylesheet shows `.docs-sidebar-pages.is-open`), and following one of its links closes it, so a
 * page the browser keeps for Back comes back with the list folded. Expects `.docs-sidebar-toggle` with
 * aria-expanded and aria-controls naming the list.
 */
export function enhanceDocsSidebar(root: ParentNode, signal?: AbortSignal): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('.docs-sidebar-toggle[aria-controls]')) {
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!list) continue;
    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      list.classList.toggle('is-open', open);
    };
    toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'), {
      signal,
    });
    list.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
      },
      { signal },
    );
  }
}
