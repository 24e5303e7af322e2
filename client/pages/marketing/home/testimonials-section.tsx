import { TESTIMONIALS } from '#content/marketing/marketing-content.ts';
import { useAppState } from '../../../lib/app-state.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

/** Spec §1: the four rotating testimonials, from content/marketing/testimonials.json. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const { currentCulture } = useAppState();
  const slides = TESTIMONIALS.map((testimonial) => ({
    id: testimonial.id,
    quote: testimonial.quote[currentCulture],
    author: testimonial.author,
    attribution: t('testimonials.attribution', {
      role: testimonial.role[currentCulture],
      organisation: testimonial.organisation[currentCulture],
    }),
  }));
  return (
    <section className="home-section home-testimonials" aria-labelledby="home-testimonials-title">
      <div className="container">
        <h2 id="home-testimonials-title" className="text-center">
          {t('testimonials.title')}
        </h2>
        <TestimonialCarousel slides={slides} />
      </div>
    </section>
  );
}
