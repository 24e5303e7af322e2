import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WithI18n } from '#client/test/i18n.tsx';
import { TESTIMONIAL_ROTATION_MS, TestimonialCarousel } from './testimonial-carousel.tsx';

const SLIDES = [1, 2, 3, 4].map((n) => ({
  id: `t${n}`,
  quote: `Quote ${n}`,
  author: `Author ${n}.`,
  attribution: `Role ${n}`,
  status: 'verified' as const,
}));

/** jsdom has no matchMedia: stand in for the visitor's motion preference. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderCarousel() {
  render(
    <WithI18n>
      <TestimonialCarousel slides={SLIDES} />
    </WithI18n>,
  );
  return screen.getByRole('region', { name: 'Testimonials' });
}

/** The one slide a visitor can see and hear: the others are aria-hidden, so the accessibility tree skips them. */
function shownQuote() {
  const shown = screen.getAllByRole('group', { name: /^\d of 4$/ });
  expect(shown).toHaveLength(1);
  expect(document.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]')).toHaveLength(3);
  return shown[0]?.querySelector('blockquote')?.textContent;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the testimonial carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('rotates every 5000 ms over the four testimonials, then starts again', () => {
    renderCarousel();
    expect(TESTIMONIAL_ROTATION_MS).toBe(5000);
    expect(shownQuote()).toBe('Quote 1');
    advance(4999);
    expect(shownQuote()).toBe('Quote 1');
    advance(1);
    expect(shownQuote()).toBe('Quote 2');
    advance(5000);
    expect(shownQuote()).toBe('Quote 3');
    advance(5000);
    expect(shownQuote()).toBe('Quote 4');
    advance(5000);
    expect(shownQuote()).toBe('Quote 1');
  });

  test('pauses while the pointer is over it and resumes when it leaves', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(shownQuote()).toBe('Quote 1');
    fireEvent.mouseLeave(carousel);
    advance(5000);
    expect(shownQuote()).toBe('Quote 2');
  });

  test('pauses while focus is on a testimonial picker button', () => {
    renderCarousel();
    const second = screen.getByRole('button', { name: 'Show testimonial 2' });
    act(() => second.focus());
    advance(20_000);
    expect(shownQuote()).toBe('Quote 1');
    fireEvent.click(second);
    expect(shownQuote()).toBe('Quote 2');
    expect(second).toHaveAttribute('aria-current', 'true');
    advance(20_000);
    expect(shownQuote()).toBe('Quote 2');
    act(() => second.blur());
    advance(5000);
    expect(shownQuote()).toBe('Quote 3');
  });

  test('the pause button stops the rotation and the play button restarts it', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    advance(20_000);
    expect(shownQuote()).toBe('Quote 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    advance(5000);
    expect(shownQuote()).toBe('Quote 2');
  });

  test('announces the slides only when they are not moving by themselves', () => {
    renderCarousel();
    const slides = screen.getByRole('group', { name: '1 of 4' }).parentElement;
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  test('stays still under prefers-reduced-motion, and the picker still works', () => {
    preferReducedMotion(true);
    renderCarousel();
    advance(60_000);
    expect(shownQuote()).toBe('Quote 1');
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expect(shownQuote()).toBe('Quote 3');
    advance(60_000);
    expect(shownQuote()).toBe('Quote 3');
  });

  test('marks a sample quote as one in small print, and a verified one not at all', () => {
    render(
      <WithI18n>
        <TestimonialCarousel
          slides={SLIDES.map((slide, index) => ({ ...slide, status: index === 0 ? 'sample' : 'verified' }))}
        />
      </WithI18n>,
    );
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides[0]?.querySelector('figcaption')).toHaveTextContent('Sample quote');
    for (const slide of [...slides].slice(1)) expect(slide).not.toHaveTextContent('Sample quote');
  });
});
