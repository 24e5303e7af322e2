import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { DOCS_PAGES, type DocsPage, docsPath } from '#shared/paths.ts';

/** The end of every page: links to the previous and the next page, in reading order. */
export function DocsPager({ page }: { page: DocsPage }) {
  const { t } = useTranslation('docs');
  const position = DOCS_PAGES.indexOf(page);
  const previous = DOCS_PAGES[position - 1];
  const next = DOCS_PAGES[position + 1];

  return (
    <nav className="docs-pager" aria-label={t('pager.label')}>
      {previous ? (
        <Link className="docs-pager-link is-previous" to={docsPath(previous)} rel="prev">
          <span className="docs-pager-direction">
            <span aria-hidden="true">← </span>
            {t('pager.previous')}
          </span>
          <span className="docs-pager-title" lang="en">
            {DOCS_MANIFEST[previous].title}
          </span>
        </Link>
      ) : null}
      {next ? (
        <Link className="docs-pager-link is-next" to={docsPath(next)} rel="next">
          <span className="docs-pager-direction">
            {t('pager.next')}
            <span aria-hidden="true"> →</span>
          </span>
          <span className="docs-pager-title" lang="en">
            {DOCS_MANIFEST[next].title}
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
