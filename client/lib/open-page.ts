/**
 * Loads another page of the site from the server: what a page without React does where the app would navigate
 * in the page. On its own so tests can stand in for it (jsdom cannot load a page).
 */
export function openPage(url: string): void {
  window.location.assign(url);
}

/** Loads another page in place of this one in the history (a redirect: Back does not return here). */
export function replacePage(url: string): void {
  window.location.replace(url);
}
