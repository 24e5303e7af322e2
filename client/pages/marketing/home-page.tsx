import { PageMeta } from '../../components/ui/page-meta.tsx';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { CommunitySection } from './home/community-section.tsx';
import { CustomerStoriesSection } from './home/customer-stories-section.tsx';
import { HeroSection } from './home/hero-section.tsx';
import { ResearchStudySection } from './home/research-study-section.tsx';
import { TestimonialsSection } from './home/testimonials-section.tsx';
import { WhatIsSection } from './home/what-is-section.tsx';
import { WhySection } from './home/why-section.tsx';

/** / and /home: the sections of spec §1, in the spec's order (the layout leaves the footer off). */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="home-page">
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <HeroSection />
      <ResearchStudySection />
      <WhySection />
      <TestimonialsSection />
      <WhatIsSection />
      <CustomerStoriesSection />
      <CommunitySection />
    </div>
  );
}
