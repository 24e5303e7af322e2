import { useEffect, useId, useState } from 'react';
import { SampleNote } from '#client/components/ui/sample-note.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { usePrefersReducedMotion } from '#client/lib/use-prefers-reduced-motion.ts';
import type { ContentStatus } from '#shared/marketing/content-schema.ts';
import { ROTATION_ICONS, TESTIMONIAL_ROTATION_MS } from './testimonial-carousel-behaviour.ts';

export { TESTIMONIAL_ROTATION_MS };

export interface TestimonialSlide {
  id: string;
  quote: string;
  author: string;
  attribution: string;
  status: ContentStatus;
}

/**
 * The rotating testimonials, as the WAI-ARIA carousel pattern asks: rotation stops while the pointer is over
 * it or focus is inside it, a button pauses and restarts it, it never starts under prefers-reduced-motion, and
 * the slides are announced only when they are not moving by themselves. No carousel library: a timer and state.
 * What a page without React needs to do the same (testimonial-carousel-behaviour.ts) is in its data-* attributes.
 */
export function TestimonialCarousel({
  slides,
  intervalMs = TESTIMONIAL_ROTATION_MS,
}: {
  slides: readonly TestimonialSlide[];
  intervalMs?: number;
}) {
  const { t } = useTranslation('home');
  const prefersReducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusOnPicker, setHasFocusOnPicker] = useState(false);
  const slidesId = useId();

  const isRotating =
    !prefersReducedMotion && !isPausedByUser && !isHovered && !hasFocusOnPicker && slides.length > 1;

  // One timeout per shown slide: choosing a slide by hand gives it a full interval too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer whenever the slide changes.
  useEffect(() => {
    if (!isRotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % slides.length), intervalMs);
    return () => clearTimeout(timer);
  }, [isRotating, current, intervalMs, slides.length]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: hovering pauses rotation (WCAG 2.2.2); it is not an action.
    <section
      className="testimonial-carousel"
      aria-roledescription="carousel"
      aria-label={t('testimonials.label')}
      data-interval-ms={intervalMs}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
    >
      <div id={slidesId} className="testimonial-slides" aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const isCurrent = index === current;
          return (
            // The WAI-ARIA carousel pattern names each slide as a group. The group wraps the figure: HTML forbids a
            // role on a figure with a caption, which is what gives the quote its author.
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group, not a set of form controls (fieldset).
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('testimonials.slide', { number: index + 1, total: slides.length })}
              aria-hidden={isCurrent ? undefined : true}
              className={`testimonial-slide${isCurrent ? ' is-current' : ''}`}
            >
              <figure className="mb-0">
                <blockquote className="testimonial-quote">
                  <p>{slide.quote}</p>
                </blockquote>
                <figcaption className="testimonial-author">
                  <span className="fw-semibold">{slide.author}</span>
                  <span className="d-block">{slide.attribution}</span>
                  <SampleNote status={slide.status} kind="quote" />
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <div className="testimonial-controls">
        {prefersReducedMotion ? null : (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm testimonial-rotation"
            aria-controls={slidesId}
            data-play-label={t('testimonials.play')}
            data-pause-label={t('testimonials.pause')}
            onClick={() => setIsPausedByUser((paused) => !paused)}
          >
            <span aria-hidden="true" className="testimonial-rotation-icon">
              {isPausedByUser ? ROTATION_ICONS.play : ROTATION_ICONS.pause}
            </span>{' '}
            {isPausedByUser ? t('testimonials.play') : t('testimonials.pause')}
          </button>
        )}
        {/* Focus on the picker pauses rotation; focus on the pause button does not, so the button says what it does. */}
        {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus on the picker pauses rotation (WCAG 2.2.2). */}
        <fieldset
          className="testimonial-picker"
          onFocus={() => setHasFocusOnPicker(true)}
          onBlur={() => setHasFocusOnPicker(false)}
        >
          <legend className="visually-hidden">{t('testimonials.picker')}</legend>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="testimonial-dot"
              aria-controls={slidesId}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            >
              <span className="visually-hidden">{t('testimonials.show', { number: index + 1 })}</span>
            </button>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
