import { expect, test } from 'vitest';
import { PROOF_LINKS, type ProofFigure } from './proof.ts';
import file from './proof-figures.json' with { type: 'json' };

const PROOF_FIGURES = file.figures as ProofFigure[];

// A figure ships only with the source that published it and the date it did (docs/product.md, Layout and pages).
test('every figure names its source, with a link to check it, and a past date', () => {
  for (const figure of PROOF_FIGURES) {
    expect(['githubStars', 'nugetDownloads', 'v1Downloads']).toContain(figure.kind);
    expect(Number.isInteger(figure.value) && figure.value > 0, figure.kind).toBe(true);
    expect(figure.source.name, figure.kind).not.toBe('');
    expect(figure.source.url, figure.kind).toMatch(/^https:\/\//);
    expect(figure.date, figure.kind).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(figure.date), figure.kind).toBeLessThanOrEqual(Date.now());
  }
  expect(new Set(PROOF_FIGURES.map((figure) => figure.kind)).size).toBe(PROOF_FIGURES.length);
});

test('the repositories and packages are links to GitHub and NuGet', () => {
  for (const repository of PROOF_LINKS.repositories)
    expect(repository.url).toMatch(/^https:\/\/github\.com\//);
  for (const nugetPackage of PROOF_LINKS.packages)
    expect(nugetPackage.url).toMatch(/^https:\/\/www\.nuget\.org\/packages\//);
});
