// "Copy page as Markdown" in the browser, on the markup page-markdown-actions.tsx renders at build time.

/**
 * Safari lets a page write to the clipboard only while the click is being handled: the clipboard item is handed
 * over at once, with the Markdown still on its way. A browser without ClipboardItem writes the text when it comes.
 */
async function copyMarkdown(href: string): Promise<void> {
  const markdown = fetch(href).then(async (response) => {
    if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
    return new Blob([await response.text()], { type: 'text/plain' });
  });
  if (typeof ClipboardItem === 'undefined') {
    await navigator.clipboard.writeText(await (await markdown).text());
    return;
  }
  await Promise.all([markdown, navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdown })])]);
}

/**
 * Expects `[data-markdown-actions]` holding the button (disabled in the HTML: it waits for the script), the link to the twin (`a[type="text/markdown"]`, whose href is fetched) and the
 * `[role=status]` whose data-copied and data-copy-failed are the outcome's words in the page's language.
 */
export function enhancePageMarkdownActions(root: ParentNode, signal?: AbortSignal): void {
  for (const actions of root.querySelectorAll<HTMLElement>('[data-markdown-actions]')) {
    const button = actions.querySelector('button');
    const link = actions.querySelector<HTMLAnchorElement>('a[type="text/markdown"]');
    const status = actions.querySelector<HTMLElement>('[role="status"]');
    if (!button || !link || !status) continue;
    const href = link.getAttribute('href') ?? '';
    button.disabled = false;
    button.addEventListener(
      'click',
      () => {
        // Emptied first, so a second copy is announced again.
        status.textContent = '';
        copyMarkdown(href).then(
          () => {
            status.textContent = status.dataset.copied ?? '';
          },
          () => {
            status.textContent = status.dataset.copyFailed ?? '';
          },
        );
      },
      { signal },
    );
  }
}
