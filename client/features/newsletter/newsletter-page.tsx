import { ConsentCheckbox } from '#client/components/forms/consent-checkbox.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema } from '#client/components/forms/use-validated-form.ts';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useNavigate } from '#client/lib/navigation.tsx';
import { PATHS } from '#shared/paths.ts';
import { NEWSLETTER_FORM_DEFAULTS, toNewsletterRequest } from '#shared/validation/newsletter-form.ts';
import { subscribeToNewsletter } from './newsletter-api.ts';

const schema = lazySchema(() =>
  import('#shared/validation/newsletter.ts').then((m) => m.NewsletterFormSchema),
);

/** /newsletter: e-mail and consent; success goes to /newsletter/subscribed (double opt-in). */
export function NewsletterPage() {
  const { t } = useTranslation('forms');
  const { api } = useAppState();
  const navigate = useNavigate();

  return (
    <section className="container py-5 narrow-page">
      <PageMeta title={t('newsletter.metaTitle')} description={t('newsletter.metaDescription')} />
      <h1>{t('newsletter.title')}</h1>
      <p className="lead">{t('newsletter.intro')}</p>
      <p>{t('newsletter.doubleOptIn')}</p>
      <SchemaForm
        schema={schema}
        defaults={NEWSLETTER_FORM_DEFAULTS}
        send={(values) => subscribeToNewsletter(api, toNewsletterRequest(values))}
        onSucceeded={() => navigate(PATHS.newsletterSubscribed)}
        errorTitle={t('newsletter.errorTitle')}
        submitLabel={t('newsletter.submit')}
        legend={t('newsletter.title')}
        className="mt-4"
      >
        {(form) => (
          <>
            <TextField
              form={form}
              name="email"
              type="email"
              label={t('newsletter.email')}
              autoComplete="email"
              required
            />
            <ConsentCheckbox form={form} name="consent" t={t} i18nKey="newsletter.consent" />
          </>
        )}
      </SchemaForm>
    </section>
  );
}
