import { useTranslation } from '#client/lib/i18n/react.tsx';
import { type DocsPage, docsMarkdownPath } from '#shared/paths.ts';

/**
 * Under a docs page's title (docs/product.md, Markdown twins and llms.txt): a button that copies the page's
 * Markdown twin, fetched on the click (the page's script carries none of it), and a link to the twin. The
 * outcome is announced politely; the status is emptied at each click so a second copy is announced again. On
 * a line of its own, so the words of the outcome appearing move nothing beside the title.
 * Disabled until the page's script runs (page-markdown-actions-behaviour.ts: the docs pages are HTML only,
 * docs/decisions/0038), like every control that needs it. The data-* attributes are for that script: the
 * outcome's words, which it cannot translate itself.
 */
export function PageMarkdownActions({ page }: { page: DocsPage }) {
  const { t, i18n } = useTranslation('docs');
  const href = docsMarkdownPath(page);

  return (
    <div
      className="d-flex flex-wrap align-items-center gap-3 mb-3"
      lang={i18n.language}
      data-markdown-actions=""
    >
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled>
        {t('markdown.copy')}
      </button>
      <a href={href} type="text/markdown" hrefLang="en">
        {t('markdown.view')}
      </a>
      <span role="status" data-copied={t('markdown.copied')} data-copy-failed={t('markdown.copyFailed')} />
    </div>
  );
}
