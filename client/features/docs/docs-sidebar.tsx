import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import { useId } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { DOCS_PAGES, type DocsPage, docsPath } from '#shared/paths.ts';

/**
 * The list of the eight pages: the current one is plain text with aria-current, the others are
 * links. Below the lg breakpoint the list folds into a disclosure button above the page, closed as built
 * (docs-sidebar-behaviour.ts opens it: the docs pages are HTML only, docs/decisions/0038). Titles are the
 * pages' own (English) titles.
 */
export function DocsSidebar({ current }: { current: DocsPage | undefined }) {
  const { t } = useTranslation('docs');
  const listId = useId();

  return (
    <nav className="docs-sidebar-nav" aria-label={t('sidebar.label')}>
      <button
        type="button"
        className="btn btn-outline-secondary docs-sidebar-toggle"
        aria-expanded={false}
        aria-controls={listId}
      >
        <span>{t('sidebar.toggle')}</span>
        {current ? (
          <span className="docs-sidebar-toggle-current" lang="en">
            {DOCS_MANIFEST[current].title}
          </span>
        ) : null}
      </button>
      <ul id={listId} className="docs-sidebar-pages" lang="en">
        {DOCS_PAGES.map((page) => (
          <li key={page}>
            {page === current ? (
              <span className="docs-sidebar-item is-current" aria-current="page">
                {DOCS_MANIFEST[page].title}
              </span>
            ) : (
              <Link className="docs-sidebar-item" to={docsPath(page)}>
                {DOCS_MANIFEST[page].title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
