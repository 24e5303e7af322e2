import { loadSearch, type SearchDocs } from './load-search-index.ts';
import type { SearchHit } from './search-options.ts';
import { hasAppleKeyboard, isSearchShortcut } from './search-shortcut.ts';

// The docs search box in the browser, on the markup docs-search.tsx renders at build time (the docs pages are
// HTML only, docs/decisions/0038). Its words come from that markup (the data-* attributes of <search>), in the
// page's language, so this module carries no catalogue; the engine and the index load on first use.

/** Shorter queries look for nothing. */
const MIN_QUERY_LENGTH = 2;
/** Stands for a result's page in the address of a page of results, data-page-href (docs-search.tsx). */
export const PAGE_SLOT = '{page}';

type State = 'idle' | 'loading' | 'failed' | 'ready';

/**
 * Expects `search.docs-search` as DocsSearch renders it: its data-* words and addresses, the combobox input,
 * the `[role=status]` paragraph, and the `.docs-search-shortcut` hint. The list box is made here when there are
 * results, and removed when there are none.
 */
export function enhanceDocsSearch(root: ParentNode, signal?: AbortSignal): void {
  const box = root.querySelector<HTMLElement>('search.docs-search');
  const input = box?.querySelector<HTMLInputElement>('input[role="combobox"]');
  const status = box?.querySelector<HTMLElement>('[role="status"]');
  if (box && input && status) attach(box, input, status, signal);
}

function attach(box: HTMLElement, input: HTMLInputElement, status: HTMLElement, signal?: AbortSignal) {
  const words = box.dataset;
  const listId = words.listboxId || `${input.id}-results`;
  const plurals = new Intl.PluralRules(words.culture);
  const hint = box.querySelector<HTMLElement>('.docs-search-shortcut');

  let state: State = 'idle';
  let search: SearchDocs | undefined;
  let hits: SearchHit[] = [];
  let active = -1;
  let list: HTMLElement | undefined;
  /** Where the shortcut was pressed; Escape gives the focus back there. */
  let returnFocusTo: HTMLElement | null = null;

  // The prerendered page shows Ctrl; a Mac's keyboard says ⌘.
  const keys = hint?.querySelector('kbd');
  if (keys && hint?.dataset.appleKeys && hasAppleKeyboard()) keys.textContent = hint.dataset.appleKeys;

  function ensureSearch() {
    if (state === 'loading' || state === 'ready') return;
    state = 'loading';
    loadSearch().then(
      (loaded) => {
        search = loaded;
        state = 'ready';
        update();
      },
      () => {
        state = 'failed';
        update();
      },
    );
  }

  /** After the query or the search changed: the results, the list box, the announcement and the hint. */
  function update() {
    const query = input.value.trim();
    const isSearching = query.length >= MIN_QUERY_LENGTH;
    hits = search && isSearching ? search(query) : [];
    active = -1;
    renderList();
    let text: string | undefined;
    if (isSearching && state === 'ready') text = hits.length > 0 ? countText(hits.length) : words.noResults;
    else if (isSearching && state === 'loading') text = words.loading;
    else if (isSearching && state === 'failed') text = words.unavailable;
    // Written only when it changes: a live region rewritten with the same words may say them again.
    if (status.textContent !== (text ?? '')) status.textContent = text ?? '';
    if (hint) hint.hidden = input.value !== '';
  }

  /** "3 results" in the page's language: the plural form its rules pick, `_other` where there is no other. */
  function countText(count: number): string {
    const form = plurals.select(count);
    const template = box.getAttribute(`data-results-${form}`) ?? words.resultsOther ?? '';
    return template.replace(/\{\{\s*count\s*\}\}/g, String(count));
  }

  function renderList() {
    const isExpanded = hits.length > 0;
    input.setAttribute('aria-expanded', String(isExpanded));
    input.removeAttribute('aria-activedescendant');
    if (!isExpanded) {
      input.removeAttribute('aria-controls');
      list?.remove();
      return;
    }
    input.setAttribute('aria-controls', listId);
    if (!list) {
      list = document.createElement('div');
      list.id = listId;
      list.setAttribute('role', 'listbox');
      const labelId = box.querySelector('label')?.id;
      if (labelId) list.setAttribute('aria-labelledby', labelId);
      list.className = 'docs-search-results';
      list.lang = 'en';
      // The link navigates itself; the box empties once it has been followed (a result on this very page).
      list.addEventListener('click', () => setTimeout(close));
    }
    list.replaceChildren(...hits.map(option));
    if (!list.isConnected) box.append(list);
  }

  /** A result, named by all it shows (WCAG 2.5.3, label in name): heading, page, excerpt, spaces between. */
  function option(hit: SearchHit, index: number): HTMLAnchorElement {
    const link = document.createElement('a');
    link.id = `${listId}-${index}`;
    link.setAttribute('role', 'option');
    link.setAttribute('aria-selected', 'false');
    link.tabIndex = -1;
    link.className = 'docs-search-result';
    link.href = hrefOf(hit);
    link.append(span('docs-search-heading', hit.heading), ' ');
    if (hit.anchor) link.append(span('docs-search-page', hit.pageTitle));
    link.append(' ');
    if (hit.excerpt) link.append(span('docs-search-excerpt', hit.excerpt));
    return link;
  }

  function span(className: string, text: string): HTMLSpanElement {
    const element = document.createElement('span');
    element.className = className;
    element.textContent = text;
    return element;
  }

  function hrefOf(hit: SearchHit): string {
    return (words.pageHref ?? '').replace(PAGE_SLOT, hit.page) + (hit.anchor ? `#${hit.anchor}` : '');
  }

  function setActive(index: number) {
    active = index;
    const options = list?.children ?? [];
    for (let i = 0; i < options.length; i++) options[i]?.setAttribute('aria-selected', String(i === index));
    const current = options[index];
    if (!current) return;
    input.setAttribute('aria-activedescendant', current.id);
    // The active result stays in sight in a list taller than the screen (a phone held sideways).
    current.scrollIntoView({ block: 'nearest' });
  }

  function close() {
    input.value = '';
    update();
  }

  const options = { signal };
  input.addEventListener('focus', ensureSearch, options);
  input.addEventListener(
    'blur',
    () => {
      returnFocusTo = null;
    },
    options,
  );
  input.addEventListener(
    'input',
    () => {
      ensureSearch();
      update();
    },
    options,
  );
  input.addEventListener('keydown', handleKeyDown, options);
  document.addEventListener('keydown', handleShortcut, options);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      // One result down or up, round from the last to the first and back.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (active < 0) setActive(step === 1 ? 0 : hits.length - 1);
      else setActive((active + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active] ?? hits[0];
      if (!hit) return;
      close();
      // A page that is only HTML: the result is another document (or this one at another #fragment).
      location.assign(hrefOf(hit));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      const previous = returnFocusTo;
      close();
      // Back where the shortcut was pressed: an element, or the page itself (nothing focused).
      if (previous === document.body) input.blur();
      else if (previous?.isConnected) previous.focus();
    }
  }

  /** Ctrl+K, ⌘K and "/" from anywhere on the page (search-shortcut.ts says which keys, where). */
  function handleShortcut(event: KeyboardEvent) {
    if (event.defaultPrevented || event.isComposing || !isSearchShortcut(event)) return;
    event.preventDefault();
    if (document.activeElement !== input) {
      returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      input.focus();
    }
    input.select();
  }
}
