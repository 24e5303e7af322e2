import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useHref, useNavigate } from '#client/lib/router.tsx';
import { type DocsPage, docsPath } from '#shared/paths.ts';
import { MIN_QUERY_LENGTH, PAGE_SLOT } from './docs-search-behaviour.ts';
import { loadSearch, type SearchDocs } from './load-search-index.ts';
import type { SearchHit } from './search-options.ts';
import { SEARCH_SHORTCUTS, useIsAppleKeyboard, useSearchShortcut } from './use-search-shortcut.ts';

type SearchState = { kind: 'idle' | 'loading' | 'failed' } | { kind: 'ready'; search: SearchDocs };

/**
 * Search over the eight pages, as an ARIA combobox with a list box of results (docs/product.md, Layout and
 * pages: Documentation). The focus stays in the box: the arrow keys move the active result
 * (aria-activedescendant), Enter opens it (or the first), Escape closes the list and, when Ctrl+K or "/"
 * brought the focus here, gives it back. The count of results is announced politely. The search itself and
 * its index load the first time the box is used. The data-* attributes are for the static page's script
 * (docs-search-behaviour.ts), which does all this without React: the words it says, in the page's language,
 * and the address of a page of results.
 */
export function DocsSearch() {
  const { t, i18n } = useTranslation('docs');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusTo = useSearchShortcut(inputRef);
  const isApple = useIsAppleKeyboard();
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const pageHref = useHref(docsPath(PAGE_SLOT as DocsPage));

  const trimmed = query.trim();
  const isSearching = trimmed.length >= MIN_QUERY_LENGTH;
  const hits = useMemo(
    () => (state.kind === 'ready' && isSearching ? state.search(trimmed) : []),
    [state, isSearching, trimmed],
  );
  const isExpanded = hits.length > 0;
  const activeHit = isExpanded ? hits[active] : undefined;
  const activeId = activeHit ? optionId(active) : undefined;

  // The active result stays in sight in a list taller than the screen (a phone held sideways).
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function ensureSearch() {
    if (state.kind === 'loading' || state.kind === 'ready') return;
    setState({ kind: 'loading' });
    loadSearch().then(
      (search) => setState({ kind: 'ready', search }),
      () => setState({ kind: 'failed' }),
    );
  }

  function linkTo(hit: SearchHit) {
    return { pathname: docsPath(hit.page), hash: hit.anchor ? `#${hit.anchor}` : '' };
  }

  function close() {
    setQuery('');
    setActive(-1);
  }

  /** One result down or up, round from the last to the first and back. */
  function move(step: 1 | -1) {
    setActive((current) => {
      if (current < 0) return step === 1 ? 0 : hits.length - 1;
      return (current + step + hits.length) % hits.length;
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = activeHit ?? hits[0];
      if (!hit) return;
      close();
      navigate(linkTo(hit));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      // Back where the shortcut was pressed: an element, or the page itself (nothing focused).
      const previous = returnFocusTo.current;
      if (previous === document.body) inputRef.current?.blur();
      else if (previous?.isConnected) previous.focus();
    }
  }

  let status = '';
  if (isSearching && state.kind === 'ready') {
    status = hits.length > 0 ? t('search.results', { count: hits.length }) : t('search.noResults');
  } else if (isSearching && state.kind === 'loading') {
    status = t('search.loading');
  } else if (isSearching && state.kind === 'failed') {
    status = t('search.unavailable');
  }

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
          ref={inputRef}
          id={inputId}
          // A text field: HTML allows the combobox role on it, not on a search field.
          type="text"
          role="combobox"
          enterKeyHint="search"
          className="form-control"
          autoComplete="off"
          spellCheck={false}
          value={query}
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? listId : undefined}
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          aria-keyshortcuts={SEARCH_SHORTCUTS}
          onFocus={ensureSearch}
          onBlur={() => {
            returnFocusTo.current = null;
          }}
          onChange={(event) => {
            ensureSearch();
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
        />
        {query ? null : (
          // The shortcut as seen; a screen reader hears it from aria-keyshortcuts.
          <span className="docs-search-shortcut" aria-hidden="true" data-apple-keys="⌘K">
            <kbd>{isApple ? '⌘K' : 'Ctrl K'}</kbd>
          </span>
        )}
      </div>
      <span id={hintId} className="visually-hidden">
        {t('search.hint')}
      </span>
      <p role="status" className="docs-search-status">
        {status}
      </p>
      {isExpanded ? (
        <div id={listId} role="listbox" aria-labelledby={labelId} className="docs-search-results" lang="en">
          {hits.map((hit, index) => (
            // Named by all it shows (WCAG 2.5.3, label in name): heading, page, excerpt, with spaces between.
            <Link
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className="docs-search-result"
              to={linkTo(hit)}
              onClick={close}
            >
              <span className="docs-search-heading">{hit.heading}</span>{' '}
              {hit.anchor ? <span className="docs-search-page">{hit.pageTitle}</span> : null}{' '}
              {hit.excerpt ? <span className="docs-search-excerpt">{hit.excerpt}</span> : null}
            </Link>
          ))}
        </div>
      ) : null}
    </search>
  );
}
