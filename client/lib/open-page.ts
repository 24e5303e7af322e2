/**
 * Loads another page of the site from the server: what a page without React does where the app would navigate
 * in the page. On its own so tests can stand in for it (jsdom cannot load a page).
 */
export function openPage(url: string): void {
  window.location.assign(url);
}
