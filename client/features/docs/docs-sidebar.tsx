import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import { useId, useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import { DOCS_PAGES, type DocsPage, docsPath } from '#shared/paths.ts';

/**
 * The list of the eight pages: the current one is plain text with aria-current, the others are
 * links. Below the lg breakpoint the list folds into a disclosure button above the page. Titles are the
 * pages' own (English) titles.
 */
export function DocsSidebar({ current }: { current: DocsPage | undefined }) {
  const { t } = useTranslation('docs');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();

  return (
    <nav className="docs-sidebar-nav" aria-label={t('sidebar.label')}>
      <button
        type="button"
        className="btn btn-outline-secondary docs-sidebar-toggle"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span>{t('sidebar.toggle')}</span>
        {current ? (
          <span className="docs-sidebar-toggle-current" lang="en">
            {DOCS_MANIFEST[current].title}
          </span>
        ) : null}
      </button>
      <ul id={listId} className={`docs-sidebar-pages${isOpen ? ' is-open' : ''}`} lang="en">
        {DOCS_PAGES.map((page) => (
          <li key={page}>
            {page === current ? (
              <span className="docs-sidebar-item is-current" aria-current="page">
                {DOCS_MANIFEST[page].title}
              </span>
            ) : (
              <Link className="docs-sidebar-item" to={docsPath(page)} onClick={() => setIsOpen(false)}>
                {DOCS_MANIFEST[page].title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
