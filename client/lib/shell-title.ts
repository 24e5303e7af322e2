/**
 * A page rendered in the browser only arrives as the bare shell, whose <title> (client/index.html) keeps the
 * document valid and names the site until the app runs. React then adds the page's own title (PageMeta) beside
 * it, not in its place: two titles, and the shell's outlived every later page. Once the page's title is in the
 * head, the shell's goes.
 */
export function handOverShellTitle(head: HTMLHeadElement = document.head): void {
  const shell = head.querySelector('title');
  if (!shell) return;
  const observer = new MutationObserver(() => {
    const pageTitle = [...head.querySelectorAll('title')].some((title) => title !== shell);
    if (!pageTitle) return;
    shell.remove();
    observer.disconnect();
  });
  observer.observe(head, { childList: true });
}
