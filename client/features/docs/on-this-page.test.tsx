import { act, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '#client/test/render-page.tsx';
import { localisePath } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { MDX_COMPONENTS } from './mdx-components.tsx';
import { OnThisPage, type PageSection, sectionsOf } from './on-this-page.tsx';

const H2 = MDX_COMPONENTS.h2 as (props: { id?: string; children?: string }) => React.ReactElement;
const H3 = MDX_COMPONENTS.h3 as (props: { id?: string; children?: string }) => React.ReactElement;

/** A body as the docs' MDX renders it: headings with their anchor link and the hidden "#" mark. */
const BODY = renderToStaticMarkup(
  <div id="docs-body">
    <p>Before any heading.</p>
    <H2 id="linq">LINQ</H2>
    <p>Text.</p>
    <H2 id="fetchxml">FetchXml</H2>
    <H3 id="aggregates">Aggregates</H3>
    <h2>Without an anchor</h2>
    <H2 id="what-is-not-supported">What is not supported</H2>
  </div>,
);

const SECTIONS: PageSection[] = [
  { id: 'linq', title: 'LINQ', level: 2 },
  { id: 'fetchxml', title: 'FetchXml', level: 2 },
  { id: 'aggregates', title: 'Aggregates', level: 3 },
  { id: 'what-is-not-supported', title: 'What is not supported', level: 2 },
];

describe('sectionsOf', () => {
  test('lists the h2 and h3 that have an anchor, in order, by the titles a reader sees', () => {
    const body = document.createElement('div');
    body.innerHTML = BODY;
    expect(sectionsOf(body)).toEqual(SECTIONS);
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
    act(() => this.callback());
  }
}

describe('OnThisPage', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 1000);
    document.body.insertAdjacentHTML('beforeend', `<main id="test-body">${BODY}</main>`);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('test-body')?.remove();
  });

  test.each<[Culture, string]>([
    ['en-GB', 'On this page'],
    ['es-ES', 'En esta página'],
    ['ca-ES', 'En aquesta pàgina'],
  ])('in %s is a navigation landmark named "%s", a link to each section', (culture, name) => {
    renderPage(<OnThisPage sections={SECTIONS} />, '/get-started/queries', culture);
    const nav = screen.getByRole('navigation', { name });
    const links = within(nav).getAllByRole('link');
    // On the page's own path, in its culture.
    const path = `${localisePath('/get-started/queries', culture)}#`;
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LINQ', `${path}linq`],
      ['FetchXml', `${path}fetchxml`],
      ['Aggregates', `${path}aggregates`],
      ['What is not supported', `${path}what-is-not-supported`],
    ]);
    expect(within(nav).getByRole('list')).toHaveAttribute('lang', 'en');
    expect(links[2]?.closest('li')).toHaveClass('is-subsection');
  });

  test('marks the section whose heading has gone above the reading line, and only that one', () => {
    renderPage(<OnThisPage sections={SECTIONS} />, '/get-started/queries');
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const current = () =>
      within(nav)
        .queryAllByRole('link', { current: true })
        .map((link) => link.textContent);
    const observer = FakeObserver.current as FakeObserver;
    expect(observer.observed.map((heading) => heading.id)).toEqual(SECTIONS.map((section) => section.id));
    // The area watched ends at the reading line, 30% down the window, and reaches far above it.
    expect(observer.options?.rootMargin).toBe('100000px 0px -70% 0px');

    observer.scroll({ linq: 500, fetchxml: 900 });
    expect(current()).toEqual([]);
    observer.scroll({ linq: 200, fetchxml: 700 });
    expect(current()).toEqual(['LINQ']);
    expect(within(nav).getByRole('link', { name: 'LINQ' })).toHaveAttribute('aria-current', 'true');
    observer.scroll({ linq: -900, fetchxml: -400, aggregates: 100, 'what-is-not-supported': 800 });
    expect(current()).toEqual(['Aggregates']);
    observer.scroll({ linq: -3000, fetchxml: -2500, aggregates: -2000, 'what-is-not-supported': 0 });
    expect(current()).toEqual(['What is not supported']);
  });

  test('stops watching when the page goes', () => {
    const { unmount } = renderPage(<OnThisPage sections={SECTIONS} />, '/get-started/queries');
    const observer = FakeObserver.current as FakeObserver;
    unmount();
    expect(observer.observed).toEqual([]);
  });

  test('is not there for a page without sections', () => {
    renderPage(<OnThisPage sections={[]} />, '/get-started/queries');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
