import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { stubIntersectionObserver, stubReducedMotion } from '#client/test/browser-stubs.ts';
import { renderToDocument } from '#client/test/render-to-document.tsx';
import { Gauge } from './gauge.tsx';
import { enhanceReveals } from './reveal-behaviour.ts';
import { WhySection } from './why-section.tsx';

/** The why section's two columns and a gauge, as the build-time HTML has them. */
function renderRevealed(): HTMLElement[] {
  renderToDocument(
    <>
      <WhySection />
      <Gauge value={1.91} max={2} figure="191%" label="efficiency" />
    </>,
  );
  const revealed = [...document.querySelectorAll<HTMLElement>('.reveal')];
  expect(revealed).toHaveLength(3);
  return revealed;
}

/** jsdom lays nothing out: where the test says the element starts, against a 768 px high window. */
function placeAt(element: HTMLElement, top: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

describe('reveal on scroll', () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    viewport = stubIntersectionObserver();
    stubReducedMotion(false);
    vi.stubGlobal('innerHeight', 768);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  test('the build-time HTML hides nothing: no element is armed or marked in view before the script runs', () => {
    for (const element of renderRevealed()) expect(element.className).not.toMatch(/reveal-armed|is-in-view/);
  });

  test('arms only what starts below the fold, and marks each in view as it comes in and goes out', () => {
    const [above, below, gauge] = renderRevealed() as [HTMLElement, HTMLElement, HTMLElement];
    placeAt(above, 768);
    placeAt(below, 769);
    placeAt(gauge, 2000);
    enhanceReveals([above, below, gauge]);
    expect(above).not.toHaveClass('reveal-armed');
    expect(below).toHaveClass('reveal-armed');
    expect(gauge).toHaveClass('reveal-armed');
    // 15 % of an element in view counts.
    expect(viewport.options.map((options) => options.threshold)).toEqual([0.15]);
    viewport.see(above, true);
    expect(above).toHaveClass('is-in-view');
    expect(below).not.toHaveClass('is-in-view');
    viewport.see(gauge, true);
    expect(gauge).toHaveClass('reveal-armed', 'is-in-view');
    viewport.see(gauge, false);
    expect(gauge).not.toHaveClass('is-in-view');
    expect(gauge).toHaveClass('reveal-armed');
  });

  test('under reduced motion nothing is armed, and turning it on disarms; turning it off re-arms what is below', () => {
    const motion = stubReducedMotion(true);
    const [above, below] = renderRevealed() as [HTMLElement, HTMLElement];
    placeAt(above, 0);
    placeAt(below, 2000);
    enhanceReveals([above, below]);
    expect(below).not.toHaveClass('reveal-armed');
    // The in-view marker is kept up to date all the same.
    viewport.see(below, true);
    expect(below).toHaveClass('is-in-view');
    motion.change(false);
    expect(below).toHaveClass('reveal-armed');
    expect(above).not.toHaveClass('reveal-armed');
    motion.change(true);
    expect(below).not.toHaveClass('reveal-armed');
  });

  test('without IntersectionObserver everything is in view at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const revealed = renderRevealed();
    enhanceReveals(revealed);
    for (const element of revealed) expect(element).toHaveClass('is-in-view');
  });
});
