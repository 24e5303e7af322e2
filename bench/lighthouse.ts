import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import {
  CHROMIUM_PATH,
  disabledFeaturesIn,
  disableFeaturesSwitch,
  QUIET_CHROMIUM_SWITCHES,
} from '#scripts/chromium-features.ts';
import { median, printTable, saveResults, startSite } from './support.ts';

/**
 * Lighthouse (the npm package, driving Debian's Chromium) on four pages, mobile (its default simulated
 * throttling) and desktop, three runs each; the table shows medians.
 */
// BENCH_PAGES and BENCH_RUNS narrow a run while working on one page.
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/pricing', '/get-started/overview', '/contact'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_COLOR_SCHEME=dark measures the dark theme (docs/product.md, Colour theme): Chromium then tells pages the
// system prefers dark, as the theme script asks it before the first paint.
const COLOR_SCHEME = process.env.BENCH_COLOR_SCHEME === 'dark' ? 'dark' : 'light';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const site = await startSite(4330);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    ...QUIET_CHROMIUM_SWITCHES,
    // Blink's preferred colour scheme: 0 is dark, 1 light.
    `--blink-settings=preferredColorScheme=${COLOR_SCHEME === 'dark' ? 0 : 1}`,
    // chrome-launcher's own disabled features, which our --disable-features must repeat (chromium-features.ts).
    disableFeaturesSwitch(disabledFeaturesIn(chromeLauncher.Launcher.defaultFlags())),
  ],
});

type Figures = Record<(typeof CATEGORIES)[number], number> & {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the host's CPU speed: its simulated throttling scales the tasks it observed. */
  benchmarkIndex: number;
  /** The first contentful paint and load event Chromium really saw (ms), before any simulation. */
  observedFcpMs: number;
  observedLoadMs: number;
};

// A run whose first frame Chromium presented about a second after load (lighthouse#17148, bench/README.md).
// Such runs stay in the medians; the table says how many.
const LATE_FRAME_MS = 700;
const hadLateFirstFrame = (run: Figures) => run.observedFcpMs - run.observedLoadMs > LATE_FRAME_MS;
const rows: Array<Record<string, string | number>> = [];
const results: Array<{
  page: string;
  formFactor: string;
  colorScheme: string;
  runs: Figures[];
  median: Figures;
}> = [];
try {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          site.url + page,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const observed = (
          lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined
        )?.items?.[0];
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          'best-practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          observedFcpMs: observed?.observedFirstContentfulPaint ?? Number.NaN,
          observedLoadMs: observed?.observedLoad ?? Number.NaN,
        });
      }
      // A run that could not measure a metric (NaN) does not count towards its median.
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]).filter(Number.isFinite));
      const med = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        bytes: pick('bytes'),
        benchmarkIndex: pick('benchmarkIndex'),
        observedFcpMs: pick('observedFcpMs'),
        observedLoadMs: pick('observedLoadMs'),
      };
      results.push({ page, formFactor, colorScheme: COLOR_SCHEME, runs, median: med });
      rows.push({
        page,
        form: formFactor,
        scheme: COLOR_SCHEME,
        perf: med.performance,
        a11y: med.accessibility,
        bp: med['best-practices'],
        seo: med.seo,
        'LCP s': (med.lcpMs / 1000).toFixed(2),
        'TBT ms': Math.round(med.tbtMs),
        CLS: med.cls.toFixed(3),
        KB: Math.round(med.bytes / 1024),
        'late frame': `${runs.filter(hadLateFirstFrame).length}/${runs.length}`,
      });
    }
  }
  printTable(rows);
  console.log('targets (mobile): 100/100/100/100, LCP ≤ 1.2 s, CLS ≤ 0.01');
  console.log(
    `late frame: runs whose first paint Chromium presented over ${LATE_FRAME_MS} ms after load (lighthouse#17148)`,
  );
  // Simulated mobile multiplies the main-thread time Chromium took here, its own included (committing the
  // navigation, creating the page's script context): a host's speed moves TBT and LCP, so say which host it was.
  const hostIndex = median(results.map((r) => r.median.benchmarkIndex));
  console.log(`host: Lighthouse benchmarkIndex ${Math.round(hostIndex)} (median over all runs' medians)`);
  console.log(`saved ${saveResults('lighthouse', results)}`);
} finally {
  chrome.kill();
  await site.stop();
}
