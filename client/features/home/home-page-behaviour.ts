import { enhanceReveals } from './reveal-behaviour.ts';
import { enhanceTestimonialCarousel } from './testimonial-carousel-behaviour.ts';

/**
 * Everything the home page does in the browser, for the page rendered at build time without React: the
 * testimonial carousel and the sections and gauges revealed on scroll. The rest of the page is links and text.
 * (The product section's code samples are components/code-sample's, not this module's.)
 */
export function enhanceHomePage(document: Document): void {
  for (const carousel of document.querySelectorAll<HTMLElement>('.testimonial-carousel'))
    enhanceTestimonialCarousel(carousel);
  enhanceReveals(document.querySelectorAll<HTMLElement>('.reveal'));
}
