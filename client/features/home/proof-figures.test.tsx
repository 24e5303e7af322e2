import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderPage } from '#client/test/render-page.tsx';
import type { ProofFigure } from '#content/home/proof.ts';
import { ProofFigures } from './proof-figures.tsx';

// Fixture data, not the shipped file: the site shows what the file holds, and nothing it does not.
const STARS: ProofFigure = {
  kind: 'githubStars',
  value: 1234,
  source: { name: 'GitHub', url: 'https://github.com/DynamicsValue/fake-xrm-easy' },
  date: '2026-11-01',
};
const DOWNLOADS: ProofFigure = {
  kind: 'nugetDownloads',
  value: 2500000,
  source: { name: 'NuGet Gallery', url: 'https://www.nuget.org/packages/FakeXrmEasy.v9' },
  date: '2026-10-15',
};

describe('the home page’s proof figures', () => {
  test('without figures, nothing is shown: no list, no number', () => {
    renderPage(<ProofFigures figures={[]} />, '/');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/stars|downloads/)).toBeNull();
  });

  test('a figure the file has is shown with its source, linked, and its date; one it lacks is not', () => {
    renderPage(<ProofFigures figures={[DOWNLOADS]} />, '/');
    expect(screen.getByText('2,500,000 downloads on NuGet')).toBeVisible();
    expect(screen.getByRole('link', { name: /NuGet Gallery/ })).toHaveAttribute('href', DOWNLOADS.source.url);
    expect(screen.getByText('15 October 2026')).toHaveAttribute('datetime', '2026-10-15');
    expect(screen.queryByText(/stars on GitHub/)).toBeNull();
  });

  test('in Spanish and Catalan the figures follow the culture’s number and date formats', () => {
    const { unmount } = renderPage(<ProofFigures figures={[STARS, DOWNLOADS]} />, '/', 'es-ES');
    expect(screen.getByText('1.234 estrellas en GitHub')).toBeVisible();
    expect(screen.getByText('2.500.000 descargas en NuGet')).toBeVisible();
    unmount();
    renderPage(<ProofFigures figures={[STARS]} />, '/', 'ca-ES');
    expect(screen.getByText(/estrelles a GitHub/)).toBeVisible();
    expect(screen.getByText('1 de novembre del 2026')).toBeVisible();
  });
});
