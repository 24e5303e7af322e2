/** What the navbar's script does with one of DisclosureMenu's menus. */
export interface DisclosureMenuControl {
  /** Closes the menu and gives focus back to its button (an item chosen is hidden with the menu). */
  close(): void;
}

/**
 * DisclosureMenu's behaviour, on the markup the build renders (disclosure-menu.tsx), the only behaviour it has:
 * `item` is its <li class="dropdown">, with the button.dropdown-toggle and the ul.dropdown-menu. The button
 * toggles the list's `show` and its own aria-expanded; while open, Escape closes it and returns focus, and a
 * pointer press or focus outside closes it (a click on the page's background moves focus nowhere, hence both).
 */
export function enhanceDisclosureMenu(item: HTMLElement): DisclosureMenuControl | null {
  const button = item.querySelector<HTMLButtonElement>('.dropdown-toggle');
  const list = item.querySelector<HTMLElement>('.dropdown-menu');
  if (!button || !list) return null;

  const isOpen = () => list.classList.contains('show');
  const onOutside = (event: Event) => {
    if (!item.contains(event.target as Node)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  // The document is listened to only while the menu is open: so the navbar's own Escape listener, added
  // earlier, runs first and still sees the menu open.
  const setOpen = (open: boolean) => {
    if (open === isOpen()) return;
    list.classList.toggle('show', open);
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      document.addEventListener('pointerdown', onOutside);
      document.addEventListener('focusin', onOutside);
      document.addEventListener('keydown', onKeyDown);
    } else {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    }
  };
  const close = () => {
    setOpen(false);
    button.focus();
  };

  button.addEventListener('click', () => setOpen(!isOpen()));
  return { close };
}
