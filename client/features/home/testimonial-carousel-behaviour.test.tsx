import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { stubReducedMotion } from '#client/test/browser-stubs.ts';
import { renderToDocument } from '#client/test/render-to-document.tsx';
import { TestimonialCarousel, type TestimonialSlide } from './testimonial-carousel.tsx';
import { enhanceTestimonialCarousel } from './testimonial-carousel-behaviour.ts';

const SLIDES: TestimonialSlide[] = [1, 2, 3, 4].map((n) => ({
  id: `t${n}`,
  quote: `Quote ${n}`,
  author: `Author ${n}.`,
  attribution: `Role ${n}`,
  status: 'verified',
}));

/** The carousel as the home page has it: the build-time HTML, then the behaviour. */
function enhancedCarousel(slides = SLIDES, intervalMs?: number): HTMLElement {
  renderToDocument(<TestimonialCarousel slides={slides} intervalMs={intervalMs} />);
  const root = document.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
  if (!root) throw new Error('no carousel in the build-time HTML');
  enhanceTestimonialCarousel(root);
  return root;
}

/** The one slide shown (and heard): the others are aria-hidden. */
function shownQuote(): string | null | undefined {
  const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
  const shown = slides.filter((slide) => !slide.hasAttribute('aria-hidden'));
  expect(shown).toHaveLength(1);
  expect(shown[0]).toHaveClass('is-current');
  expect(document.querySelectorAll('.testimonial-slide.is-current')).toHaveLength(1);
  return shown[0]?.querySelector('blockquote')?.textContent;
}

function dot(number: number): HTMLButtonElement {
  const button = [...document.querySelectorAll<HTMLButtonElement>('.testimonial-dot')].find(
    (candidate) => candidate.textContent === `Show testimonial ${number}`,
  );
  if (!button) throw new Error(`no button for testimonial ${number}`);
  return button;
}

function rotationButton(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>('.testimonial-rotation');
}

const slidesRegion = () => document.querySelector('.testimonial-slides');

// Pauses are checked over 12 s: a whole number of turns (20 s for four slides) would end on the first slide anyway.
describe('the testimonial carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('rotates every 5000 ms over the four testimonials, then starts again, marking the current dot', () => {
    enhancedCarousel();
    expect(shownQuote()).toBe('Quote 1');
    vi.advanceTimersByTime(4999);
    expect(shownQuote()).toBe('Quote 1');
    vi.advanceTimersByTime(1);
    expect(shownQuote()).toBe('Quote 2');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    vi.advanceTimersByTime(5000);
    expect(shownQuote()).toBe('Quote 3');
    vi.advanceTimersByTime(5000);
    expect(shownQuote()).toBe('Quote 4');
    vi.advanceTimersByTime(5000);
    expect(shownQuote()).toBe('Quote 1');
  });

  test('takes the interval the component was given, from the build-time HTML', () => {
    enhancedCarousel(SLIDES, 1000);
    vi.advanceTimersByTime(1000);
    expect(shownQuote()).toBe('Quote 2');
  });

  test('pauses while the pointer is over it and resumes, with a full interval, when it leaves', () => {
    const carousel = enhancedCarousel();
    vi.advanceTimersByTime(3000);
    carousel.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(12_000);
    expect(shownQuote()).toBe('Quote 1');
    carousel.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(4999);
    expect(shownQuote()).toBe('Quote 1');
    vi.advanceTimersByTime(1);
    expect(shownQuote()).toBe('Quote 2');
  });

  test('pauses while focus is on a picker button; a click there shows its slide', () => {
    enhancedCarousel();
    const second = dot(2);
    second.focus();
    vi.advanceTimersByTime(12_000);
    expect(shownQuote()).toBe('Quote 1');
    second.click();
    expect(shownQuote()).toBe('Quote 2');
    expect(second).toHaveAttribute('aria-current', 'true');
    // Focus moving along the picker keeps it paused.
    dot(3).focus();
    vi.advanceTimersByTime(12_000);
    expect(shownQuote()).toBe('Quote 2');
    dot(3).blur();
    vi.advanceTimersByTime(5000);
    expect(shownQuote()).toBe('Quote 3');
  });

  test('a slide chosen without focus (a click in Safari) gets a full interval', () => {
    enhancedCarousel();
    vi.advanceTimersByTime(4000);
    dot(3).click();
    expect(shownQuote()).toBe('Quote 3');
    vi.advanceTimersByTime(4999);
    expect(shownQuote()).toBe('Quote 3');
    vi.advanceTimersByTime(1);
    expect(shownQuote()).toBe('Quote 4');
  });

  test('choosing the slide already shown, without focus, does not restart its interval', () => {
    enhancedCarousel();
    vi.advanceTimersByTime(4000);
    dot(1).click();
    vi.advanceTimersByTime(1000);
    expect(shownQuote()).toBe('Quote 2');
  });

  test('the pause button stops the rotation and the play button restarts it; its name and icon say which', () => {
    enhancedCarousel();
    const button = rotationButton();
    expect(button).toHaveAccessibleName('Pause testimonials');
    expect(button?.querySelector('[aria-hidden="true"]')).toHaveTextContent('❚❚');
    button?.focus();
    button?.click();
    expect(button).toHaveAccessibleName('Play testimonials');
    expect(button?.querySelector('[aria-hidden="true"]')).toHaveTextContent('▶');
    expect(button).toHaveFocus();
    vi.advanceTimersByTime(12_000);
    expect(shownQuote()).toBe('Quote 1');
    button?.click();
    expect(button).toHaveAccessibleName('Pause testimonials');
    // Focus on the pause button does not stop the rotation.
    vi.advanceTimersByTime(5000);
    expect(shownQuote()).toBe('Quote 2');
  });

  test('announces the slides only when they are not moving by themselves', () => {
    const carousel = enhancedCarousel();
    expect(slidesRegion()).toHaveAttribute('aria-live', 'off');
    rotationButton()?.click();
    expect(slidesRegion()).toHaveAttribute('aria-live', 'polite');
    rotationButton()?.click();
    expect(slidesRegion()).toHaveAttribute('aria-live', 'off');
    carousel.dispatchEvent(new MouseEvent('mouseenter'));
    expect(slidesRegion()).toHaveAttribute('aria-live', 'polite');
  });

  test('stays still under prefers-reduced-motion, without a pause button, and the picker still works', () => {
    stubReducedMotion(true);
    enhancedCarousel();
    expect(rotationButton()).toBeNull();
    expect(slidesRegion()).toHaveAttribute('aria-live', 'polite');
    vi.advanceTimersByTime(12_000);
    expect(shownQuote()).toBe('Quote 1');
    dot(3).click();
    expect(shownQuote()).toBe('Quote 3');
    vi.advanceTimersByTime(12_000);
    expect(shownQuote()).toBe('Quote 3');
  });

  test('follows the motion preference as it changes: stops and drops the button, then puts both back', () => {
    const motion = stubReducedMotion(false);
    enhancedCarousel();
    motion.change(true);
    expect(rotationButton()).toBeNull();
    vi.advanceTimersByTime(12_000);
    expect(shownQuote()).toBe('Quote 1');
    motion.change(false);
    const button = rotationButton();
    expect(button).toHaveAccessibleName('Pause testimonials');
    // Back where it was, before the picker.
    expect(button?.nextElementSibling).toHaveClass('testimonial-picker');
    vi.advanceTimersByTime(5000);
    expect(shownQuote()).toBe('Quote 2');
  });

  test('a single testimonial never rotates and is announced', () => {
    enhancedCarousel(SLIDES.slice(0, 1));
    vi.advanceTimersByTime(12_000);
    expect(shownQuote()).toBe('Quote 1');
    expect(slidesRegion()).toHaveAttribute('aria-live', 'polite');
  });

  test('is a region named for the testimonials, and marks a sample quote as one in small print', () => {
    const root = enhancedCarousel(
      SLIDES.map((slide, index) => ({ ...slide, status: index === 0 ? 'sample' : 'verified' })),
    );
    expect(root).toHaveAccessibleName('Testimonials');
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides[0]?.querySelector('figcaption')).toHaveTextContent('Sample quote');
    for (const slide of [...slides].slice(1)) expect(slide).not.toHaveTextContent('Sample quote');
  });
});
