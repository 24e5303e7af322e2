import { reloadPage } from './reload-page.ts';

/** When the page last reloaded itself for a failed chunk (sessionStorage, so per tab). */
const LAST_RELOAD_KEY = 'fxe:chunk-reload-at';
/** A second failure this soon after such a reload is not a release that replaced the files: no loop. */
const LOOP_WINDOW_MS = 10_000;

type ReloadLog = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A chunk of the app failed to load (the `vite:preloadError` event of build/plain-dynamic-imports.ts). The
 * usual cause is a release that replaced the files while the page was open: the page's code asks for chunks
 * the server no longer has. Loading the page again from the server gets the new release's, so the page
 * cancels the failure and reloads, once: if the reloaded page fails too, or the tab keeps no storage to tell,
 * the error goes on as it came.
 */
export function reloadAfterChunkFailure(
  event: Event,
  log: () => ReloadLog = () => sessionStorage,
  now: number = Date.now(),
): void {
  try {
    const storage = log();
    const last = Number(storage.getItem(LAST_RELOAD_KEY));
    if (last && now - last < LOOP_WINDOW_MS) return;
    storage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return; // Storage refused (a locked-down browser): without it a reload could loop.
  }
  event.preventDefault();
  reloadPage();
}
