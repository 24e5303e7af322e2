/**
 * Opens one of the site's <dialog>s as a modal (docs/decisions/0021): the page's scrollbar width is kept in
 * --scrollbar-width first, so the space _forms.scss holds for it while the page behind cannot scroll matches;
 * then showModal() (the browser traps focus and makes the page inert), focus on the element the dialog starts
 * with, and a layout without .show, so that adding it afterwards fades the dialog in.
 */
export function openModal(dialog: HTMLDialogElement, focus: HTMLElement | null | undefined): void {
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  document.documentElement.style.setProperty('--scrollbar-width', `${scrollbar}px`);
  dialog.showModal();
  focus?.focus();
  void dialog.offsetWidth;
}
