import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useClipboard } from '#client/lib/use-clipboard.ts';
import { useIsHydrated } from '#client/lib/use-is-hydrated.ts';
import { type DocsPage, docsMarkdownPath } from '#shared/paths.ts';

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
  const { status, copy } = useClipboard();
  const href = docsMarkdownPath(page);

  function handleCopy() {
    // Fetched on the click, handed to the clipboard while it is on its way (use-clipboard.ts says why).
    void copy(
      fetch(href).then((response) => {
        if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
        return response.text();
      }),
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
