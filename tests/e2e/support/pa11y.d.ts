// pa11y ships no types: the part of its JavaScript interface that pa11y-check.ts uses (pa11y's README).
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  namespace pa11y {
    interface Issue {
      code: string;
      type: 'error' | 'warning' | 'notice';
      message: string;
      /** The start of the element's HTML. */
      context: string;
      selector: string;
    }
    interface Results {
      pageUrl: string;
      issues: Issue[];
    }
    interface Options {
      /** A browser the caller launched and closes; pa11y then ignores chromeLaunchConfig. */
      browser?: Browser;
      /** A page of that browser to load the URL in, left open. */
      page?: Page;
      /** Checks the page as it is, without loading the URL in it. */
      ignoreUrl?: boolean;
      runners?: Array<'htmlcs' | 'axe'>;
      standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
      includeWarnings?: boolean;
      includeNotices?: boolean;
      timeout?: number;
    }
  }
  function pa11y(url: string, options?: pa11y.Options): Promise<pa11y.Results>;
  export = pa11y;
}
