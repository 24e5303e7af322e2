/** The keys and button of a click, a DOM event's or React's. */
export type ClickKeys = {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
};

/**
 * A click the browser keeps: another button, or a modifier key (a new tab or window, a download). Apart from
 * the navigation module so the static pages' scripts, which have no React, ask the same question.
 */
export function isModifiedClick(event: ClickKeys): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}
