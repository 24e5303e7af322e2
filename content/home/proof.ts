/**
 * The public proof on the home page (docs/product.md, Layout and pages: Home): where the code and the packages
 * are, and the figures proof-figures.json holds. A figure is shown only when that file has it, with its source
 * and the date the source gave it: nothing is counted or guessed here. GitHub stars and NuGet download totals
 * were not found when the file was written, so it holds neither.
 */
export type ProofFigureKind = 'githubStars' | 'nugetDownloads' | 'v1Downloads';

export interface ProofFigure {
  kind: ProofFigureKind;
  value: number;
  /** Who published the figure, and where a reader can check it. */
  source: { name: string; url: string };
  /** The day the source published it (YYYY-MM-DD). */
  date: string;
}

/** The repositories and packages, named as their hosts name them (the same in every culture). */
export const PROOF_LINKS = {
  repositories: [
    {
      name: 'DynamicsValue/fake-xrm-easy',
      url: 'https://github.com/DynamicsValue/fake-xrm-easy',
      versions: '2.x, 3.x',
    },
    {
      name: 'jordimontana82/fake-xrm-easy',
      url: 'https://github.com/jordimontana82/fake-xrm-easy',
      versions: '1.x',
    },
  ],
  packages: [
    { name: 'FakeXrmEasy.v9', url: 'https://www.nuget.org/packages/FakeXrmEasy.v9', versions: '2.x, 3.x' },
    { name: 'FakeXrmEasy.9', url: 'https://www.nuget.org/packages/FakeXrmEasy.9', versions: '1.x' },
  ],
} as const;
