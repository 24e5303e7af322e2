import { ExternalLink } from '#client/components/ui/external-link.tsx';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';

/** The licence texts, where the library's repositories publish them, and the licensing FAQ of its docs. */
const LICENCE_TEXTS = {
  rpl: 'https://github.com/DynamicsValue/fake-xrm-easy/blob/main/RPL_1_5.md',
  noncommercial: 'https://github.com/DynamicsValue/fake-xrm-easy/blob/main/LICENSE.md',
  commercial: 'https://github.com/DynamicsValue/fake-xrm-easy/blob/main/EULA.md',
  mit: 'https://github.com/jordimontana82/fake-xrm-easy/blob/master/LICENSE.md',
  faq: 'https://dynamicsvalue.github.io/fake-xrm-easy-docs/licensing/faq/',
} as const;

const CURRENT_LICENCES = ['rpl', 'noncommercial', 'commercial'] as const;

/**
 * /licensing: which licence covers which version (docs/product.md, Layout and pages: Licensing): 2.x and 3.x
 * under one of three, the visitor's choice, and 1.x under MIT, each linked to its text.
 */
export function LicensingPage() {
  const { t } = useTranslation('info');
  return (
    <section className="container py-5 narrow-page">
      <PageMeta title={t('licensing.metaTitle')} description={t('licensing.metaDescription')} />
      <h1>{t('licensing.title')}</h1>
      <p className="lead">{t('licensing.intro')}</p>

      <h2 className="h3 mt-4">{t('licensing.current.title')}</h2>
      <p>{t('licensing.current.intro')}</p>
      <ul>
        {CURRENT_LICENCES.map((licence) => (
          <li key={licence}>
            <Trans
              t={t}
              i18nKey={`licensing.current.${licence}`}
              components={{ licence: <ExternalLink href={LICENCE_TEXTS[licence]} /> }}
            />
          </li>
        ))}
      </ul>
      <p>
        <Trans t={t} i18nKey="licensing.current.declare" components={{ code: <code /> }} />
      </p>

      <h2 className="h3 mt-4">{t('licensing.v1.title')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="licensing.v1.body"
          components={{ licence: <ExternalLink href={LICENCE_TEXTS.mit} /> }}
        />
      </p>

      <div className="d-flex flex-wrap gap-2 mt-4">
        <ExternalLink className="btn btn-primary" href={LICENCE_TEXTS.faq}>
          {t('licensing.faqLink')}
        </ExternalLink>
        <Link className="btn btn-outline-primary" to={PATHS.pricing}>
          {t('licensing.pricingLink')}
        </Link>
      </div>
    </section>
  );
}
