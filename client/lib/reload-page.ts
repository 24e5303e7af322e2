/** Loads the address bar's URL from the server again: what the app does when it cannot go on by itself. */
export function reloadPage(): void {
  window.location.reload();
}
