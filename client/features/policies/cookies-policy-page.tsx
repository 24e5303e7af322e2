import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';
import { BROWSER_HELP_LINKS } from './browser-help-links.ts';
import { ConsentDeclarationBox } from './consent-declaration.tsx';
import { CookiesTable } from './cookies-table.tsx';
import { PolicyContents, PolicySection } from './policy-section.tsx';

const SECTIONS = [
  'definition',
  'used',
  'thirdParties',
  'disabling',
  'howToDisable',
  'transfers',
  'profiling',
  'retention',
  'moreInfo',
  'updates',
] as const;

/**
 * /cookies-policy. The site's own cookies are listed here, always; the consent provider's
 * declaration appears below them only when the server is configured with its site id (COOKIE_CONSENT_ID).
 */
export function CookiesPolicyPage() {
  const { t, i18n } = useTranslation('policies');
  const paragraphs = (
    section:
      | 'definition'
      | 'thirdParties'
      | 'disabling'
      | 'transfers'
      | 'profiling'
      | 'retention'
      | 'updates',
  ) => t(`cookies.${section}.body`, { returnObjects: true }) as readonly string[];
  const sectionId = (section: (typeof SECTIONS)[number]) => `cookies-${section}`;

  return (
    <article className="container py-5 narrow-page policy-page">
      <PageMeta title={t('cookies.metaTitle')} description={t('cookies.metaDescription')} />
      <h1>{t('cookies.title')}</h1>
      <p className="text-body-secondary">{t('cookies.lastUpdate')}</p>
      <PolicyContents
        label={t('cookies.contents')}
        entries={SECTIONS.map((section) => ({
          id: sectionId(section),
          title: t(`cookies.${section}.title`),
        }))}
      />
      <PolicySection
        id={sectionId('definition')}
        title={t('cookies.definition.title')}
        paragraphs={paragraphs('definition')}
      />
      <PolicySection id={sectionId('used')} title={t('cookies.used.title')}>
        <p>{t('cookies.used.intro')}</p>
        <CookiesTable />
        <p>{t('cookies.used.secureNames')}</p>
        <p>{t('cookies.used.exempt')}</p>
        <ConsentDeclarationBox
          culture={i18n.language}
          intro={t('cookies.used.declaration')}
          title={t('cookies.used.declarationTitle')}
        />
      </PolicySection>
      <PolicySection
        id={sectionId('thirdParties')}
        title={t('cookies.thirdParties.title')}
        paragraphs={paragraphs('thirdParties')}
      />
      <PolicySection
        id={sectionId('disabling')}
        title={t('cookies.disabling.title')}
        paragraphs={paragraphs('disabling')}
      />
      <PolicySection id={sectionId('howToDisable')} title={t('cookies.howToDisable.title')}>
        <p>{t('cookies.howToDisable.intro')}</p>
        <ul>
          {BROWSER_HELP_LINKS.map((link) => (
            <li key={link.browser}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t(`browsers.${link.browser}`)}
                <span className="visually-hidden"> {t('cookies.howToDisable.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </PolicySection>
      <PolicySection
        id={sectionId('transfers')}
        title={t('cookies.transfers.title')}
        paragraphs={paragraphs('transfers')}
      />
      <PolicySection
        id={sectionId('profiling')}
        title={t('cookies.profiling.title')}
        paragraphs={paragraphs('profiling')}
      />
      <PolicySection
        id={sectionId('retention')}
        title={t('cookies.retention.title')}
        paragraphs={paragraphs('retention')}
      />
      <PolicySection id={sectionId('moreInfo')} title={t('cookies.moreInfo.title')}>
        <p>
          <Trans
            t={t}
            i18nKey="cookies.moreInfo.body"
            values={{ email: PUBLIC_EMAILS.info }}
            components={{
              privacy: <Link to={PATHS.privacyPolicy} />,
              // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the catalogue's text.
              email: <a href={`mailto:${PUBLIC_EMAILS.info}`} />,
            }}
          />
        </p>
      </PolicySection>
      <PolicySection
        id={sectionId('updates')}
        title={t('cookies.updates.title')}
        paragraphs={paragraphs('updates')}
      />
    </article>
  );
}
