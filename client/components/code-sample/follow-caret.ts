/** Room kept between the cursor and the edge of the area while it follows the typing, in px. */
const FOLLOW_MARGIN = 24;

/** Scrolls a sample's area so the typing cursor stays in sight, in both directions. */
export function followCaret(area: HTMLElement, caret: HTMLElement): void {
  area.scrollTop = Math.max(0, caret.offsetTop + caret.offsetHeight - area.clientHeight + FOLLOW_MARGIN);
  area.scrollLeft = Math.max(0, caret.offsetLeft - area.clientWidth + FOLLOW_MARGIN);
}
