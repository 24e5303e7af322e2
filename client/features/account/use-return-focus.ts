import { useCallback, useRef } from 'react';

const DIALOG_SELECTOR = '[role="dialog"][aria-modal="true"]';
const GIVE_UP_AFTER_MS = 2000;

/**
 * Where focus goes when a server-error dialog closes. The submit button is disabled while the call runs, so a
 * keyboard user who pressed it loses focus, and the dialog has nothing to give back: they would land at the
 * top of the page. Once the dialog has gone, if focus was lost, this puts it on the form's submit button.
 */
export function useReturnFocus<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const returnFocus = useCallback(() => {
    const started = performance.now();
    const whenDialogHasGone = () => {
      if (document.querySelector(DIALOG_SELECTOR) && performance.now() - started < GIVE_UP_AFTER_MS) {
        window.requestAnimationFrame(whenDialogHasGone);
        return;
      }
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      const target =
        container.current?.querySelector<HTMLElement>('button[type="submit"]') ?? container.current;
      target?.focus();
    };
    window.requestAnimationFrame(whenDialogHasGone);
  }, []);
  return { container, returnFocus };
}
