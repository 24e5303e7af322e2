import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { docsPath } from '#shared/paths.ts';
import { type DocsSearchIndex, loadSearchIndex, searchDocs } from './load-search-index.ts';
import { MIN_QUERY_LENGTH, type SearchHit } from './search-options.ts';

type IndexState = { kind: 'idle' | 'loading' | 'failed' } | { kind: 'ready'; index: DocsSearchIndex };

/**
 * Search over the eight pages. The results are a list of links to the matching headings: Tab or the arrow
 * keys move through them, Enter opens one (Enter in the box opens the first), Escape goes back to the box.
 * The count of results is announced politely.
 */
export function DocsSearch() {
  const { t } = useTranslation('docs');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [indexState, setIndexState] = useState<IndexState>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();

  const trimmed = query.trim();
  const isSearching = trimmed.length >= MIN_QUERY_LENGTH;
  const hits = useMemo(
    () => (indexState.kind === 'ready' && isSearching ? searchDocs(indexState.index, trimmed) : []),
    [indexState, isSearching, trimmed],
  );

  function ensureIndex() {
    if (indexState.kind === 'loading' || indexState.kind === 'ready') return;
    setIndexState({ kind: 'loading' });
    loadSearchIndex().then(
      (index) => setIndexState({ kind: 'ready', index }),
      () => setIndexState({ kind: 'failed' }),
    );
  }

  function linkTo(hit: SearchHit) {
    return { pathname: docsPath(hit.page), hash: hit.anchor ? `#${hit.anchor}` : '' };
  }

  function open(hit: SearchHit) {
    setQuery('');
    navigate(linkTo(hit));
  }

  function resultLinks(): HTMLAnchorElement[] {
    return [...(resultsRef.current?.querySelectorAll('a') ?? [])];
  }

  function handleInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter opens the first result; not while an input method is still composing a word.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const first = hits[0];
      if (first) open(first);
    } else if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      resultLinks()[0]?.focus();
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  }

  function handleResultsKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = resultLinks();
    const position = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links[Math.min(position + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (position <= 0) inputRef.current?.focus();
      else links[position - 1]?.focus();
    } else if (event.key === 'Escape') {
      inputRef.current?.focus();
    }
  }

  let status = '';
  if (isSearching && indexState.kind === 'ready') {
    status = hits.length > 0 ? t('search.results', { count: hits.length }) : t('search.noResults');
  } else if (isSearching && indexState.kind === 'loading') {
    status = t('search.loading');
  } else if (isSearching && indexState.kind === 'failed') {
    status = t('search.unavailable');
  }

  return (
    // A search landmark without a form: the results follow the typing and there is nothing to submit (a form
    // asks for a submit button, WCAG technique H32).
    <search className="docs-search">
      <label htmlFor={inputId} className="form-label docs-search-label">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="form-control"
        autoComplete="off"
        spellCheck={false}
        value={query}
        aria-describedby={`${hintId} ${statusId}`}
        onFocus={ensureIndex}
        onChange={(event) => {
          ensureIndex();
          setQuery(event.target.value);
        }}
        onKeyDown={handleInputKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        {t('search.hint')}
      </span>
      <p id={statusId} role="status" className="docs-search-status">
        {status}
      </p>
      {hits.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: arrow keys move between the links inside; the links themselves stay the interactive elements.
        <ul ref={resultsRef} className="docs-search-results" lang="en" onKeyDown={handleResultsKeyDown}>
          {hits.map((hit) => (
            <li key={hit.id}>
              <Link className="docs-search-result" to={linkTo(hit)} onClick={() => setQuery('')}>
                <span className="docs-search-heading">{hit.heading}</span>{' '}
                {hit.anchor ? <span className="docs-search-page">{hit.pageTitle}</span> : null}
              </Link>
              {hit.excerpt ? <p className="docs-search-excerpt">{hit.excerpt}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </search>
  );
}
