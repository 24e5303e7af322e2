import { useId } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useHref } from '#client/lib/navigation.tsx';
import { type DocsPage, docsPath } from '#shared/paths.ts';
import { PAGE_SLOT } from './docs-search-behaviour.ts';
import { SEARCH_SHORTCUTS } from './search-shortcut.ts';

/**
 * Search over the eight pages, as an ARIA combobox with a list box of results (docs/product.md, Layout and
 * pages: Documentation): the box as the build renders it, empty, on a docs page that is HTML only
 * (docs/decisions/0038). docs-search-behaviour.ts does the searching: the arrow keys move the active result
 * (aria-activedescendant), Enter opens it (or the first), Escape closes the list and, when Ctrl+K or "/"
 * brought the focus here, gives it back; the count of results is announced politely. The data-* attributes
 * are what it needs: the words it says, in the page's language, and the address of a page of results.
 */
export function DocsSearch() {
  const { t, i18n } = useTranslation('docs');
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const pageHref = useHref(docsPath(PAGE_SLOT as DocsPage));

  return (
    // A search landmark without a form: the results follow the typing and there is nothing to submit (a form
    // asks for a submit button, WCAG technique H32).
    <search
      className="docs-search"
      data-culture={i18n.language}
      data-results-one={t('search.results_one')}
      data-results-other={t('search.results_other')}
      data-no-results={t('search.noResults')}
      data-loading={t('search.loading')}
      data-unavailable={t('search.unavailable')}
      data-page-href={pageHref}
      data-listbox-id={listId}
    >
      <label id={labelId} htmlFor={inputId} className="form-label docs-search-label">
        {t('search.label')}
      </label>
      <div className="docs-search-field">
        <input
          id={inputId}
          // A text field: HTML allows the combobox role on it, not on a search field.
          type="text"
          role="combobox"
          enterKeyHint="search"
          className="form-control"
          autoComplete="off"
          spellCheck={false}
          defaultValue=""
          aria-autocomplete="list"
          aria-expanded={false}
          aria-describedby={hintId}
          aria-keyshortcuts={SEARCH_SHORTCUTS}
        />
        {/* The shortcut as seen, which the script shows as ⌘K on a Mac; a screen reader hears it from
            aria-keyshortcuts. */}
        <span className="docs-search-shortcut" aria-hidden="true" data-apple-keys="⌘K">
          <kbd>Ctrl K</kbd>
        </span>
      </div>
      <span id={hintId} className="visually-hidden">
        {t('search.hint')}
      </span>
      <p role="status" className="docs-search-status" />
    </search>
  );
}
