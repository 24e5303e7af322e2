import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
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

// Marking the section being read is the page's script's (docs-page-behaviour.test.tsx, On this page).
describe('OnThisPage', () => {
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

  test('is not there for a page without sections', () => {
    renderPage(<OnThisPage sections={[]} />, '/get-started/queries');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
