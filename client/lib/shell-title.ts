/** The head's tags a page renders itself (PageMeta), which React adds beside the built ones, not in their place. */
const PAGE_TAGS = ['title', 'meta[name="description"]'];

/**
 * A page rendered anew in the browser (the console's shell, a private page, a page opened with a query) has a
 * <title> and description in its head from the build, which keep the document valid until the app runs. React
 * then adds the page's own beside them, not in their place: two titles. Once the page's tag is in the head,
 * the built one goes.
 */
export function handOverShellTitle(head: HTMLHeadElement = document.head): void {
  for (const selector of PAGE_TAGS) {
    const built = head.querySelector(selector);
    if (!built) continue;
    const observer = new MutationObserver(() => {
      if (![...head.querySelectorAll(selector)].some((tag) => tag !== built)) return;
      built.remove();
      observer.disconnect();
    });
    observer.observe(head, { childList: true });
  }
}
