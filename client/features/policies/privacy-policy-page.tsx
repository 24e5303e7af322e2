import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { LEGAL_ENTITY } from '#client/lib/legal-entity.ts';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { LegalIdentity } from './legal-identity.tsx';
import { PolicyContents, PolicySection } from './policy-section.tsx';

const LEGAL_NOTICE_SECTIONS = [
  'owner',
  'purpose',
  'terms',
  'intellectualProperty',
  'liability',
  'links',
  'law',
] as const;

const AEPD_URL = 'https://www.aepd.es';

/** /privacy-policy: part I, the privacy policy (GDPR); part II, the legal notice (LSSI). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('policies');
  const list = (key: 'legalBasis.items' | 'purposes.items' | 'retention.items') =>
    t(`privacy.${key}`, { returnObjects: true }) as readonly string[];
  const body = (key: 'recipients' | 'minors' | 'socialNetworks' | 'security') =>
    t(`privacy.${key}.body`, { returnObjects: true }) as readonly string[];
  const noticeBody = (key: Exclude<(typeof LEGAL_NOTICE_SECTIONS)[number], 'owner'>) =>
    t(`privacy.legalNotice.${key}.body`, { returnObjects: true }) as readonly string[];
  const withEmail = (i18nKey: 'privacy.rights.how' | 'privacy.transfers.body') => (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ email: LEGAL_ENTITY.email }}
      // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the catalogue's text.
      components={{ email: <a href={`mailto:${LEGAL_ENTITY.email}`} /> }}
    />
  );

  return (
    <article className="container py-5 narrow-page policy-page">
      <PageMeta title={t('privacy.metaTitle')} description={t('privacy.metaDescription')} />
      <h1>{t('privacy.title')}</h1>
      <p className="text-body-secondary">{t('privacy.lastUpdated')}</p>
      <PolicyContents
        label={t('privacy.contents')}
        entries={[
          { id: 'privacy-policy', title: t('privacy.partOne') },
          { id: 'legal-notice', title: t('privacy.partTwo') },
        ]}
      />

      <section aria-labelledby="privacy-policy">
        <h2 id="privacy-policy" className="policy-part">
          {t('privacy.partOne')}
        </h2>
        <p>{t('privacy.intro')}</p>
        <PolicySection id="privacy-controller" level={3} title={t('privacy.controller.title')}>
          <LegalIdentity nameKey="privacy.controller.name" emailKey="privacy.controller.email" />
        </PolicySection>
        <PolicySection id="privacy-legalBasis" level={3} title={t('privacy.legalBasis.title')}>
          <p>{t('privacy.legalBasis.intro')}</p>
          <BulletList items={list('legalBasis.items')} />
        </PolicySection>
        <PolicySection id="privacy-purposes" level={3} title={t('privacy.purposes.title')}>
          <BulletList items={list('purposes.items')} />
          <p>{t('privacy.purposes.noAutomatedDecisions')}</p>
        </PolicySection>
        <PolicySection
          id="privacy-recipients"
          level={3}
          title={t('privacy.recipients.title')}
          paragraphs={body('recipients')}
        />
        <PolicySection id="privacy-retention" level={3} title={t('privacy.retention.title')}>
          <BulletList items={list('retention.items')} />
        </PolicySection>
        <PolicySection id="privacy-rights" level={3} title={t('privacy.rights.title')}>
          <p>{t('privacy.rights.list')}</p>
          <p>{withEmail('privacy.rights.how')}</p>
          <p>
            <Trans
              t={t}
              i18nKey="privacy.rights.selfService"
              components={{ data: <Link to={PATHS.accountData} /> }}
            />
          </p>
          <p>
            <Trans
              t={t}
              i18nKey="privacy.rights.complaint"
              // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the catalogue's text.
              components={{ aepd: <a href={AEPD_URL} target="_blank" rel="noopener noreferrer" /> }}
            />
          </p>
        </PolicySection>
        <PolicySection
          id="privacy-minors"
          level={3}
          title={t('privacy.minors.title')}
          paragraphs={body('minors')}
        />
        <PolicySection
          id="privacy-socialNetworks"
          level={3}
          title={t('privacy.socialNetworks.title')}
          paragraphs={body('socialNetworks')}
        />
        <PolicySection id="privacy-transfers" level={3} title={t('privacy.transfers.title')}>
          <p>{withEmail('privacy.transfers.body')}</p>
        </PolicySection>
        <PolicySection
          id="privacy-security"
          level={3}
          title={t('privacy.security.title')}
          paragraphs={body('security')}
        />
      </section>

      <section aria-labelledby="legal-notice">
        <h2 id="legal-notice" className="policy-part">
          {t('privacy.partTwo')}
        </h2>
        <p>{t('privacy.legalNotice.intro')}</p>
        <PolicySection id="legal-owner" level={3} title={t('privacy.legalNotice.owner.title')}>
          <LegalIdentity
            nameKey="privacy.legalNotice.owner.name"
            emailKey="privacy.legalNotice.owner.email"
          />
        </PolicySection>
        {LEGAL_NOTICE_SECTIONS.filter((section) => section !== 'owner').map((section) => (
          <PolicySection
            key={section}
            id={`legal-${section}`}
            level={3}
            title={t(`privacy.legalNotice.${section}.title`)}
            paragraphs={noticeBody(section)}
          />
        ))}
      </section>
    </article>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
