import { useId } from 'react';
import { SampleNote } from '#client/components/ui/sample-note.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
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
 * The rotating testimonials, as the WAI-ARIA carousel pattern asks, built as they first show: the first slide,
 * the pause button, not announced while they move by themselves. The home page is HTML only
 * (docs/decisions/0038): testimonial-carousel-behaviour.ts rotates them, stops while the pointer is over them
 * or focus is in the picker, never starts under prefers-reduced-motion, and finds what it needs in the data-*
 * attributes.
 */
export function TestimonialCarousel({
  slides,
  intervalMs = TESTIMONIAL_ROTATION_MS,
}: {
  slides: readonly TestimonialSlide[];
  intervalMs?: number;
}) {
  const { t } = useTranslation('home');
  const slidesId = useId();
  const isRotating = slides.length > 1;

  return (
    <section
      className="testimonial-carousel"
      aria-roledescription="carousel"
      aria-label={t('testimonials.label')}
      data-interval-ms={intervalMs}
    >
      <div id={slidesId} className="testimonial-slides" aria-live={isRotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const isCurrent = index === 0;
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
        <button
          type="button"
          className="btn btn-outline-primary btn-sm testimonial-rotation"
          aria-controls={slidesId}
          data-play-label={t('testimonials.play')}
          data-pause-label={t('testimonials.pause')}
        >
          <span aria-hidden="true" className="testimonial-rotation-icon">
            {ROTATION_ICONS.pause}
          </span>{' '}
          {t('testimonials.pause')}
        </button>
        <fieldset className="testimonial-picker">
          <legend className="visually-hidden">{t('testimonials.picker')}</legend>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="testimonial-dot"
              aria-controls={slidesId}
              aria-current={index === 0 ? 'true' : undefined}
            >
              <span className="visually-hidden">{t('testimonials.show', { number: index + 1 })}</span>
            </button>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
