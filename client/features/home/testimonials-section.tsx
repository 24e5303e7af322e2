import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useHomeContent } from '#client/lib/marketing-content.ts';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

/** Spec §1: the four rotating testimonials, from content/marketing/testimonials.json. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const { testimonials } = useHomeContent();
  const slides = testimonials.map((testimonial) => ({
    id: testimonial.id,
    status: testimonial.status,
    quote: testimonial.quote,
    author: testimonial.author,
    attribution: t('testimonials.attribution', {
      role: testimonial.role,
      organisation: testimonial.organisation,
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
