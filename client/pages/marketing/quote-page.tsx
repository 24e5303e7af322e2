import { Trans, useTranslation } from 'react-i18next';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PageMeta } from '../../components/ui/page-meta.tsx';

/** /quote: how to ask the sales team for a quote (spec §2). */
export function QuotePage() {
  const { t } = useTranslation('info');
  return (
    <section className="container py-5 narrow-page">
      <PageMeta title={t('quote.metaTitle')} description={t('quote.metaDescription')} />
      <h1>{t('quote.title')}</h1>
      <p className="lead">
        <Trans
          t={t}
          i18nKey="quote.emailUs"
          values={{ email: PUBLIC_EMAILS.sales }}
          components={{ email: <a href={`mailto:${PUBLIC_EMAILS.sales}`}>{PUBLIC_EMAILS.sales}</a> }}
        />
      </p>
    </section>
  );
}
