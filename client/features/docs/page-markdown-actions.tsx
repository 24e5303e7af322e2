import { useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useIsHydrated } from '#client/lib/use-is-hydrated.ts';
import { type DocsPage, docsMarkdownPath } from '#shared/paths.ts';

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Under a docs page's title (docs/product.md, Markdown twins and llms.txt): a button that copies the page's
 * Markdown twin, fetched on the click (the page's script carries none of it), and a link to the twin. The
 * outcome is announced politely; the status is emptied at each click so a second copy is announced again. On
 * a line of its own, so the words of the outcome appearing move nothing beside the title.
 * Disabled until the page runs, like every control that needs it.
 */
export function PageMarkdownActions({ page }: { page: DocsPage }) {
  const { t, i18n } = useTranslation('docs');
  const isHydrated = useIsHydrated();
  const [status, setStatus] = useState<CopyStatus>('idle');
  const href = docsMarkdownPath(page);

  function handleCopy() {
    setStatus('idle');
    copyMarkdown(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3" lang={i18n.language}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={!isHydrated}
        onClick={handleCopy}
      >
        {t('markdown.copy')}
      </button>
      <a href={href} type="text/markdown" hrefLang="en">
        {t('markdown.view')}
      </a>
      <span role="status">
        {status === 'copied' ? t('markdown.copied') : null}
        {status === 'failed' ? t('markdown.copyFailed') : null}
      </span>
    </div>
  );
}

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
