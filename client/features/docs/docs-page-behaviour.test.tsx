import { DOCS_MANIFEST } from 'virtual:docs-manifest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppStateProvider } from '#client/lib/app-state.tsx';
import { MemoryLocation } from '#client/lib/navigation.tsx';
import { WithI18n } from '#client/test/i18n.tsx';
import { CULTURE_BASENAMES, localisePath } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { DOCS_PAGES, type DocsPage as DocsPageName, docsPath } from '#shared/paths.ts';
import { DeprecationBanner } from './deprecation-banner.tsx';
import { DocsLayout } from './docs-layout.tsx';
import { DocsPage } from './docs-page.tsx';
import { enhanceDocsPage } from './docs-page-behaviour.ts';
import { DocsPager } from './docs-pager.tsx';
import { DocsSidebar } from './docs-sidebar.tsx';
import { MDX_COMPONENTS } from './mdx-components.tsx';
import { OnThisPage, type PageSection, sectionsOf } from './on-this-page.tsx';
import { PageMarkdownActions } from './page-markdown-actions.tsx';
import { DocsSearch } from './search/docs-search.tsx';
import { loadSearch } from './search/load-search-index.ts';

// A docs page as it will be served: the React components rendered to HTML (as at build time), no React in the
// browser, and enhanceDocsPage giving the page its behaviour.

// The search as load-search-index.ts opens it (the engine over an index), on a small index built as the build
// builds one (the same options), of sections that the queries below find. The test asks for no other index
// (virtual:docs-search-index is the build's), and a test may make the loading wait or fail.
vi.mock('./search/load-search-index.ts', () => ({
  loadSearch: vi.fn(async () => {
    const { default: MiniSearch } = await import('minisearch');
    const { SEARCH_OPTIONS } = await import('./search/search-options.ts');
    const { openSearchIndex, searchDocs } = await import('./search/search-engine.ts');
    const section = (page: DocsPageName, anchor: string, heading: string, text: string) => ({
      id: anchor ? `${page}#${anchor}` : page,
      page,
      anchor,
      pageTitle: `Title of ${page}`,
      heading,
      excerpt: text,
      text,
      code: '',
    });
    const built = new MiniSearch(SEARCH_OPTIONS);
    built.addAll([
      section('queries', 'linq', 'LINQ', 'Query the faked context with LINQ.'),
      section('queries', 'fetchxml', 'FetchXml', 'Query the faked context with FetchXml.'),
      section('plugins', '', 'Testing plugins', 'Execute a plugin against the faked context.'),
    ]);
    const index = openSearchIndex(JSON.stringify(built));
    return (query: string) => searchDocs(index, query);
  }),
}));

const H2 = MDX_COMPONENTS.h2 as (props: { id?: string; children?: string }) => ReactElement;
const H3 = MDX_COMPONENTS.h3 as (props: { id?: string; children?: string }) => ReactElement;

const SECTIONS: PageSection[] = [
  { id: 'linq', title: 'LINQ', level: 2 },
  { id: 'fetchxml', title: 'FetchXml', level: 2 },
  { id: 'aggregates', title: 'Aggregates', level: 3 },
];

/** The queries page's HTML in a culture, as the build renders it (the layout's parts and the page's). */
function pageHtml(culture: Culture): string {
  return renderToString(
    <WithI18n culture={culture}>
      <MemoryLocation url={localisePath('/get-started/queries', culture)} basenames={CULTURE_BASENAMES}>
        <DeprecationBanner />
        <DocsSearch />
        <DocsSidebar current="queries" />
        <article>
          <h1>Queries</h1>
          <PageMarkdownActions page="queries" />
          <div id="docs-body">
            <p>Before any heading.</p>
            <H2 id="linq">LINQ</H2>
            <H2 id="fetchxml">FetchXml</H2>
            <H3 id="aggregates">Aggregates</H3>
          </div>
        </article>
        <OnThisPage sections={SECTIONS} />
        <DocsPager page="queries" />
      </MemoryLocation>
    </WithI18n>,
  );
}

let stop: (() => void) | undefined;

/** Serves the page at its address, then runs its script. */
function openPage(culture: Culture = 'en-GB', hash = '') {
  history.replaceState(null, '', `${localisePath('/get-started/queries', culture)}${hash}`);
  document.body.innerHTML = pageHtml(culture);
  stop = enhanceDocsPage(document);
}

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(loadSearch).mockClear();
});

function press(target: Element, init: KeyboardEventInit) {
  return fireEvent.keyDown(target, { bubbles: true, cancelable: true, ...init });
}

describe('the search box', () => {
  const box = () => screen.getByRole<HTMLInputElement>('combobox');
  const status = () => document.querySelector('.docs-search-status') as HTMLElement;
  const options = () => screen.queryAllByRole('option');
  const hint = () => document.querySelector('.docs-search-shortcut') as HTMLElement;

  async function type(text: string) {
    fireEvent.focus(box());
    box().value = text;
    fireEvent.input(box());
    // Until the search has answered: something said, and not that the index is loading ("…").
    await vi.waitFor(() => expect(status().textContent).toMatch(/[^…]$/));
  }

  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  test('loads the engine and the index on first use, not before', async () => {
    openPage();
    expect(loadSearch).not.toHaveBeenCalled();
    fireEvent.focus(box());
    expect(loadSearch).toHaveBeenCalledOnce();
    await type('fetchxml');
    expect(loadSearch).toHaveBeenCalledOnce();
  });

  test.each<[Culture, string, string, string, string]>([
    ['en-GB', 'query', '2 results', 'fetchxml', '1 result'],
    ['es-ES', 'query', '2 resultados', 'fetchxml', '1 resultado'],
    ['ca-ES', 'query', '2 resultats', 'fetchxml', '1 resultat'],
  ])(
    'in %s lists the results in a list box and announces their count',
    async (culture, many, manyText, one, oneText) => {
      openPage(culture);
      expect(box()).toHaveAttribute('aria-expanded', 'false');
      expect(box()).not.toHaveAttribute('aria-controls');
      await type(many);
      expect(status().textContent).toBe(manyText);
      const list = screen.getByRole('listbox');
      expect(box()).toHaveAttribute('aria-expanded', 'true');
      expect(box()).toHaveAttribute('aria-controls', list.id);
      expect(list).toHaveAttribute('lang', 'en');
      expect(list).toHaveAccessibleName(document.querySelector('label')?.textContent ?? 'no label');
      // Each result a link in the page's culture, named by all it shows.
      const prefix = localisePath('/get-started/queries', culture);
      expect(options().map((option) => [option.textContent, option.getAttribute('href')])).toEqual([
        ['LINQ Title of queries Query the faked context with LINQ.', `${prefix}#linq`],
        ['FetchXml Title of queries Query the faked context with FetchXml.', `${prefix}#fetchxml`],
      ]);
      await type(one);
      expect(status().textContent).toBe(oneText);
      expect(options()).toHaveLength(1);
    },
  );

  test('a result without an anchor is its page, and nothing found is said so', async () => {
    openPage('es-ES');
    await type('plugin');
    expect(options().map((option) => [option.textContent, option.getAttribute('href')])).toEqual([
      ['Testing plugins  Execute a plugin against the faked context.', '/es/get-started/plugins'],
    ]);
    await type('zzzzzz');
    expect(status()).toHaveTextContent('No hay resultados');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the count is not written again while it says the same, so it is not announced again', async () => {
    openPage();
    await type('query');
    const said = status().firstChild;
    await type('query ');
    expect(status().textContent).toBe('2 results');
    expect(status().firstChild).toBe(said);
  });

  test('a query of one letter looks for nothing', async () => {
    openPage();
    await type('query');
    box().value = 'q';
    fireEvent.input(box());
    expect(status().textContent).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('the arrows move the active result, round from the last to the first and back', async () => {
    openPage();
    await type('query');
    const [first, second] = options();
    const active = () => box().getAttribute('aria-activedescendant');
    const selected = () => options().map((option) => option.getAttribute('aria-selected'));
    expect(active()).toBeNull();
    expect(selected()).toEqual(['false', 'false']);
    expect(press(box(), { key: 'ArrowDown' })).toBe(false);
    expect(active()).toBe(first?.id);
    expect(selected()).toEqual(['true', 'false']);
    expect(first?.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    press(box(), { key: 'ArrowDown' });
    expect(active()).toBe(second?.id);
    press(box(), { key: 'ArrowDown' });
    expect(active()).toBe(first?.id);
    press(box(), { key: 'ArrowUp' });
    expect(active()).toBe(second?.id);
    expect(selected()).toEqual(['false', 'true']);
    // Typing starts again from none.
    fireEvent.input(box());
    expect(active()).toBeNull();
    // Up from none is the last; a word being composed is not the visitor's key.
    press(box(), { key: 'ArrowUp' });
    expect(active()).toBe(second?.id);
    press(box(), { key: 'ArrowUp', isComposing: true });
    expect(active()).toBe(second?.id);
  });

  test('Enter opens the active result, an address in the page’s culture, and empties the box', async () => {
    openPage('ca-ES');
    await type('query');
    press(box(), { key: 'ArrowDown' });
    press(box(), { key: 'ArrowDown' });
    expect(press(box(), { key: 'Enter' })).toBe(false);
    // location.assign: jsdom goes to a #fragment of this page (another page it cannot load).
    expect(location.pathname).toBe('/ca/get-started/queries');
    expect(location.hash).toBe('#fetchxml');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(status().textContent).toBe('');
  });

  test('Enter with no active result opens the first', async () => {
    openPage();
    await type('query');
    press(box(), { key: 'Enter' });
    expect(location.hash).toBe('#linq');
  });

  test('Escape empties the box and gives the focus back where the shortcut was pressed', async () => {
    openPage();
    const link = screen.getByRole('link', { name: DOCS_MANIFEST.overview.title });
    link.focus();
    press(link, { key: 'k', ctrlKey: true });
    expect(box()).toHaveFocus();
    await type('query');
    expect(press(box(), { key: 'Escape' })).toBe(false);
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(link).toHaveFocus();
    expect(hint()).toBeVisible();
  });

  test('Escape after the shortcut on the page itself leaves nothing focused', async () => {
    openPage();
    press(document.body, { key: '/' });
    expect(box()).toHaveFocus();
    press(box(), { key: 'Escape' });
    expect(document.body).toHaveFocus();
  });

  test('Escape with the box reached otherwise keeps the focus there', async () => {
    openPage();
    const link = screen.getByRole('link', { name: DOCS_MANIFEST.overview.title });
    press(link, { key: 'k', ctrlKey: true });
    // The box left and came back to by Tab: the shortcut's origin is forgotten.
    fireEvent.blur(box());
    box().focus();
    press(box(), { key: 'Escape' });
    expect(box()).toHaveFocus();
  });

  test.each<[string, KeyboardEventInit]>([
    ['Ctrl+K', { key: 'k', ctrlKey: true }],
    ['⌘K', { key: 'k', metaKey: true }],
    ['Ctrl+K with Caps Lock', { key: 'K', ctrlKey: true }],
    ['/', { key: '/' }],
  ])('%s focuses the box from anywhere, its text selected', (_name, init) => {
    openPage();
    box().value = 'tracing';
    const button = screen.getByRole('button', { name: 'Copy page as Markdown' });
    button.focus();
    expect(press(button, init)).toBe(false);
    expect(box()).toHaveFocus();
    expect(box().selectionStart).toBe(0);
    expect(box().selectionEnd).toBe('tracing'.length);
  });

  test('"/" typed in the box is a character, and nothing is a shortcut once the page is left', () => {
    openPage();
    box().focus();
    expect(press(box(), { key: '/' })).toBe(true);
    stop?.();
    const button = screen.getByRole('button', { name: 'Copy page as Markdown' });
    button.focus();
    expect(press(button, { key: 'k', ctrlKey: true })).toBe(true);
    expect(button).toHaveFocus();
  });

  /** Fields of the page where "/" may be typed, or not. */
  function addFields() {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<input type="text" aria-label="Name"><input type="checkbox" aria-label="Agree">
       <textarea aria-label="Message"></textarea><div contenteditable="true" role="textbox" aria-label="Editor"></div>`,
    );
  }

  test.each(['Name', 'Message', 'Editor'])('"/" typed in %s stays a character there', (field) => {
    openPage();
    addFields();
    const target = screen.getByRole('textbox', { name: field });
    // jsdom does not compute isContentEditable; a browser says true for the editor.
    if (field === 'Editor') Object.defineProperty(target, 'isContentEditable', { value: true });
    target.focus();
    expect(press(target, { key: '/' })).toBe(true);
    expect(target).toHaveFocus();
  });

  test('"/" on a checkbox is a shortcut: nothing is typed there', () => {
    openPage();
    addFields();
    const checkbox = screen.getByRole('checkbox', { name: 'Agree' });
    checkbox.focus();
    expect(press(checkbox, { key: '/' })).toBe(false);
    expect(box()).toHaveFocus();
  });

  test('Ctrl+K works from a text field too', () => {
    openPage();
    addFields();
    const name = screen.getByRole('textbox', { name: 'Name' });
    name.focus();
    press(name, { key: 'k', ctrlKey: true });
    expect(box()).toHaveFocus();
  });

  test.each<[string, KeyboardEventInit]>([
    ['K alone', { key: 'k' }],
    ['Ctrl+Shift+K', { key: 'K', ctrlKey: true, shiftKey: true }],
    ['Ctrl+Alt+K', { key: 'k', ctrlKey: true, altKey: true }],
    ['Ctrl+/', { key: '/', ctrlKey: true }],
    ['a key while a word is composed', { key: '/', isComposing: true }],
  ])('%s is not the shortcut', (_name, init) => {
    openPage();
    const button = screen.getByRole('button', { name: 'Copy page as Markdown' });
    button.focus();
    expect(press(button, init)).toBe(true);
    expect(button).toHaveFocus();
  });

  test('the shortcut is shown, as ⌘K on a Mac, and hidden once something is typed', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' });
    openPage();
    expect(hint()).toHaveTextContent('⌘K');
    expect(hint()).toBeVisible();
    box().value = 'q';
    fireEvent.input(box());
    expect(hint()).not.toBeVisible();
    box().value = '';
    fireEvent.input(box());
    expect(hint()).toBeVisible();
  });

  test('elsewhere the shortcut is Ctrl K, as the HTML has it', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' });
    openPage();
    expect(hint()).toHaveTextContent('Ctrl K');
  });

  test('says the index is loading, then that search is unavailable if it does not come, and tries again', async () => {
    let fail: (error: Error) => void = () => {};
    vi.mocked(loadSearch).mockImplementationOnce(
      () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    );
    openPage('es-ES');
    fireEvent.focus(box());
    box().value = 'query';
    fireEvent.input(box());
    expect(status()).toHaveTextContent('Cargando el índice de búsqueda…');
    fail(new Error('offline'));
    await vi.waitFor(() => expect(status()).toHaveTextContent('La búsqueda no está disponible'));
    fireEvent.blur(box());
    fireEvent.focus(box());
    expect(loadSearch).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(status()).toHaveTextContent('2 resultados'));
  });

  test('a click on a result empties the box once the link has been followed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    openPage();
    await type('query');
    const [first] = options();
    fireEvent.click(first as Element);
    vi.runAllTimers();
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the sidebar below lg', () => {
  test('opens and closes the list of pages, and closes it when a page is chosen', () => {
    openPage();
    const toggle = screen.getByRole('button', { name: /Pages in this guide/ });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('is-open');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('is-open');
    fireEvent.click(toggle);
    // Followed, the link would take jsdom to a document it cannot load.
    list.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(within(list).getByRole('link', { name: DOCS_MANIFEST.plugins.title }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('is-open');
  });
});

describe('Copy page as Markdown', () => {
  const MARKDOWN = '# Queries\n\n> This page documents FakeXrmEasy 1.x.\n';

  function stubBrowser({ status = 200, writeText = vi.fn().mockResolvedValue(undefined) } = {}) {
    const fetch = vi.fn(async () => new Response(status === 200 ? MARKDOWN : '', { status }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    return { fetch, writeText };
  }

  test('is disabled in the HTML, and works once the script runs: fetches the twin on the click, copies it, says so', async () => {
    const { fetch, writeText } = stubBrowser();
    document.body.innerHTML = pageHtml('es-ES');
    const button = () => screen.getByRole('button', { name: 'Copiar la página en Markdown' });
    expect(button()).toBeDisabled();
    stop = enhanceDocsPage(document);
    expect(button()).toBeEnabled();
    expect(fetch).not.toHaveBeenCalled();
    const status = within(button().parentElement as HTMLElement).getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(button());
    await vi.waitFor(() => expect(status).toHaveTextContent('Se ha copiado la página en Markdown'));
    expect(fetch).toHaveBeenCalledWith('/get-started/queries.md');
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    // Emptied at the next click, so the same words are announced again.
    fireEvent.click(button());
    expect(status.textContent).toBe('');
    await vi.waitFor(() => expect(status).toHaveTextContent('Se ha copiado la página en Markdown'));
  });

  test('says so when the twin does not come, or the clipboard refuses', async () => {
    stubBrowser({ status: 503 });
    openPage('ca-ES');
    const button = screen.getByRole('button', { name: 'Copia la pàgina en Markdown' });
    const status = within(button.parentElement as HTMLElement).getByRole('status');
    fireEvent.click(button);
    await vi.waitFor(() => expect(status).toHaveTextContent('No s’ha pogut copiar la pàgina'));

    const { writeText } = stubBrowser({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    status.textContent = '';
    fireEvent.click(button);
    await vi.waitFor(() => expect(status).toHaveTextContent('No s’ha pogut copiar la pàgina'));
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
  });
});

/** The window's IntersectionObserver, which jsdom lacks: the test says when the headings have moved. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly observed: Element[] = [];
  readonly callback: () => void;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: () => void, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  /** Puts each heading at a distance from the top of the window, then tells the page. */
  scroll(tops: Record<string, number>) {
    for (const element of this.observed) {
      const top = tops[element.id] ?? 10_000;
      element.getBoundingClientRect = () => ({ top }) as DOMRect;
    }
    this.callback();
  }
}

describe('On this page', () => {
  beforeEach(() => {
    FakeObserver.current = undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 1000);
  });

  test('is in the HTML, and marks the section whose heading has gone above the reading line', () => {
    openPage('es-ES');
    const nav = screen.getByRole('navigation', { name: 'En esta página' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/es/get-started/queries#linq',
      '/es/get-started/queries#fetchxml',
      '/es/get-started/queries#aggregates',
    ]);
    const current = () =>
      within(nav)
        .queryAllByRole('link', { current: true })
        .map((link) => link.textContent);
    const observer = FakeObserver.current as FakeObserver;
    expect(observer.observed.map((heading) => heading.id)).toEqual(['linq', 'fetchxml', 'aggregates']);
    expect(observer.options?.rootMargin).toBe('100000px 0px -70% 0px');

    observer.scroll({ linq: 500, fetchxml: 900 });
    expect(current()).toEqual([]);
    observer.scroll({ linq: 200, fetchxml: 700 });
    expect(current()).toEqual(['LINQ']);
    expect(within(nav).getByRole('link', { name: 'LINQ' })).toHaveAttribute('aria-current', 'true');
    observer.scroll({ linq: -900, fetchxml: -400, aggregates: 300 });
    expect(current()).toEqual(['Aggregates']);
    observer.scroll({ linq: -900, fetchxml: 100, aggregates: 600 });
    expect(current()).toEqual(['FetchXml']);
  });

  test('stops watching when the page goes', () => {
    openPage();
    const observer = FakeObserver.current as FakeObserver;
    stop?.();
    expect(observer.observed).toEqual([]);
  });
});

describe('the #fragment', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });

  test('on arrival brings its heading into view, a frame later, and gives it the focus', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    openPage('en-GB', '#fetchxml');
    const heading = screen.getByRole('heading', { name: /FetchXml/ });
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(scrollIntoView.mock.contexts).toEqual([heading]);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(heading).toHaveFocus();
  });

  test('a link to a heading of the page gives the heading the focus', async () => {
    openPage();
    const heading = screen.getByRole('heading', { name: /Aggregates/ });
    location.hash = '#aggregates';
    await vi.waitFor(() => expect(heading).toHaveFocus());
  });

  test('a fragment that names nothing, or is no fragment, does nothing', () => {
    openPage('en-GB', '#%E0%A4%A');
    vi.advanceTimersToNextFrame();
    expect(document.body).toHaveFocus();
  });
});

describe('a whole docs page, as the build renders it', () => {
  /** A page from its MDX, in the layout, as the build renders it. */
  function realPageHtml(culture: Culture, page: DocsPageName = 'queries'): string {
    return renderToString(
      <WithI18n culture={culture}>
        <MemoryLocation url={localisePath(docsPath(page), culture)} basenames={CULTURE_BASENAMES}>
          <AppStateProvider>
            <DocsLayout current={page}>
              <DocsPage page={page} />
            </DocsLayout>
          </AppStateProvider>
        </MemoryLocation>
      </WithI18n>,
    );
  }

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Element.prototype.scrollIntoView = vi.fn();
  });

  test('has "On this page" in its HTML, the sections the browser reads from the body, and marks them', () => {
    history.replaceState(null, '', '/ca/get-started/queries');
    document.body.innerHTML = realPageHtml('ca-ES');
    const body = document.getElementById('docs-body') as HTMLElement;
    const sections = sectionsOf(body);
    expect(sections.length).toBeGreaterThan(2);
    const nav = screen.getByRole('navigation', { name: 'En aquesta pàgina' });
    const links = within(nav).getAllByRole('link');
    // The sections the build read in the MDX are the ones the browser reads from the body.
    expect(links.map((link) => link.textContent)).toEqual(sections.map((section) => section.title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sections.map((section) => `/ca/get-started/queries#${section.id}`),
    );
    stop = enhanceDocsPage(document);
    const observer = FakeObserver.current as FakeObserver;
    expect(observer.observed.map((heading) => heading.id)).toEqual(sections.map((section) => section.id));
    const [first, second] = sections;
    observer.scroll({ [first?.id ?? '']: -100, [second?.id ?? '']: 100 });
    expect(within(nav).getByRole('link', { current: true })).toHaveTextContent(second?.title ?? '');
  });

  test.each(DOCS_PAGES)('%s: the build’s sections are those the browser reads from the body', (page) => {
    document.body.innerHTML = realPageHtml('en-GB', page);
    const sections = sectionsOf(document.getElementById('docs-body') as HTMLElement);
    const nav = screen.queryByRole('navigation', { name: 'On this page' });
    const listed = nav ? within(nav).getAllByRole('link') : [];
    expect(listed.map((link) => link.textContent)).toEqual(sections.map((section) => section.title));
    expect(listed.map((link) => link.closest('li')?.className === 'is-subsection')).toEqual(
      sections.map((section) => section.level === 3),
    );
  });

  test('has its controls, which work without React', async () => {
    history.replaceState(null, '', '/get-started/queries');
    document.body.innerHTML = realPageHtml('en-GB');
    const button = screen.getByRole('button', { name: 'Copy page as Markdown' });
    expect(button).toBeDisabled();
    stop = enhanceDocsPage(document);
    expect(button).toBeEnabled();
    const box = screen.getByRole('combobox', { name: 'Search the getting-started guide' });
    fireEvent.focus(box);
    (box as HTMLInputElement).value = 'fetchxml';
    fireEvent.input(box);
    await vi.waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  });
});
