import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { CommunitySection } from './community-section.tsx';
import { CustomerStoriesSection } from './customer-stories-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ProductSection } from './product-section.tsx';
import { ResearchStudySection } from './research-study-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';
import { WhatIsSection } from './what-is-section.tsx';
import { WhySection } from './why-section.tsx';

/** / and /home: the sections in the order docs/product.md gives (the layout leaves the footer off). */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="home-page">
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <HeroSection />
      <ProductSection />
      <ResearchStudySection />
      <WhySection />
      <TestimonialsSection />
      <WhatIsSection />
      <CustomerStoriesSection />
      <CommunitySection />
    </div>
  );
}
