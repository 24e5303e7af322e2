import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { LEGAL_ENTITY } from '#client/lib/legal-entity.ts';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { LegalIdentity } from './legal-identity.tsx';
import { PolicyContents, PolicySection } from './policy-section.tsx';

const SECTIONS = [
  'whoWeAre',
  'useOfSite',
  'acceptableUse',
  'account',
  'intellectualProperty',
  'liability',
  'changes',
  'law',
  'contact',
] as const;
type Section = (typeof SECTIONS)[number];
type WithBody = Exclude<Section, 'acceptableUse' | 'contact'>;

/**
 * /terms: the terms of using the website and a customer account, which sign-up's consent links to
 * (docs/product.md, Layout and pages). The library's own licences are on /licensing.
 */
export function TermsPage() {
  const { t } = useTranslation('policies');
  const body = (section: WithBody) =>
    t(`terms.${section}.body`, { returnObjects: true }) as readonly string[];
  const sectionId = (section: Section) => `terms-${section}`;

  return (
    <article className="container py-5 narrow-page policy-page">
      <PageMeta title={t('terms.metaTitle')} description={t('terms.metaDescription')} />
      <h1>{t('terms.title')}</h1>
      <p className="text-body-secondary">{t('terms.version')}</p>
      <p>{t('terms.intro')}</p>
      <PolicyContents
        label={t('terms.contents')}
        entries={SECTIONS.map((section) => ({ id: sectionId(section), title: t(`terms.${section}.title`) }))}
      />

      <PolicySection id={sectionId('whoWeAre')} title={t('terms.whoWeAre.title')}>
        <p>{t('terms.whoWeAre.identity')}</p>
        <LegalIdentity nameKey="privacy.legalNotice.owner.name" emailKey="privacy.legalNotice.owner.email" />
        <Paragraphs items={body('whoWeAre')} />
      </PolicySection>
      <PolicySection id={sectionId('useOfSite')} title={t('terms.useOfSite.title')}>
        <Paragraphs items={body('useOfSite')} />
      </PolicySection>
      <PolicySection id={sectionId('acceptableUse')} title={t('terms.acceptableUse.title')}>
        <p>{t('terms.acceptableUse.intro')}</p>
        <ul>
          {(t('terms.acceptableUse.items', { returnObjects: true }) as readonly string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{t('terms.acceptableUse.after')}</p>
      </PolicySection>
      <PolicySection id={sectionId('account')} title={t('terms.account.title')}>
        <Paragraphs items={body('account')} />
      </PolicySection>
      <PolicySection id={sectionId('intellectualProperty')} title={t('terms.intellectualProperty.title')}>
        <Paragraphs items={body('intellectualProperty')} />
        <p>
          <Trans
            t={t}
            i18nKey="terms.intellectualProperty.licences"
            components={{ licensing: <Link to={PATHS.licensing} /> }}
          />
        </p>
      </PolicySection>
      {(['liability', 'changes', 'law'] as const).map((section) => (
        <PolicySection key={section} id={sectionId(section)} title={t(`terms.${section}.title`)}>
          <Paragraphs items={body(section)} />
        </PolicySection>
      ))}
      <PolicySection id={sectionId('contact')} title={t('terms.contact.title')}>
        <p>
          <Trans
            t={t}
            i18nKey="terms.contact.body"
            values={{ email: LEGAL_ENTITY.email }}
            // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the catalogue's text.
            components={{ email: <a href={`mailto:${LEGAL_ENTITY.email}`} /> }}
          />
        </p>
      </PolicySection>
    </article>
  );
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}
