import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { stubIntersectionObserver, stubReducedMotion } from '#client/test/browser-stubs.ts';
import { renderToDocument } from '#client/test/render-to-document.tsx';
import { HomePage } from './home-page.tsx';
import { enhanceHomePage } from './home-page-behaviour.ts';

// The product section is MDX and code samples, which the test runner does not compile; it is prerendered HTML with
// behaviours of its own (components/code-sample), none of this module's.
vi.mock('./product-section.tsx', () => ({ ProductSection: () => null }));

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('the home page as built, with its one script: the testimonials rotate and the sections reveal on scroll', () => {
  const viewport = stubIntersectionObserver();
  renderToDocument(<HomePage />);
  const revealed = [...document.querySelectorAll<HTMLElement>('.reveal')];
  // The why section's two columns, the two gauges, the targets, the story cards and the community posts.
  expect(revealed).toHaveLength(7);
  for (const element of revealed)
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
  const shown = () => document.querySelector('.testimonial-slide.is-current blockquote')?.textContent;
  const first = shown();

  enhanceHomePage(document);

  for (const element of revealed) expect(element).toHaveClass('reveal-armed');
  for (const element of revealed) viewport.see(element, true);
  for (const element of revealed) expect(element).toHaveClass('is-in-view');
  expect(first).toBeTruthy();
  vi.advanceTimersByTime(5000);
  expect(shown()).not.toBe(first);
});
