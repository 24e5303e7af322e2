import { ConsentCheckbox } from '#client/components/forms/consent-checkbox.tsx';
import { HydratedFieldset } from '#client/components/forms/hydrated-fieldset.tsx';
import { ServerErrorModal } from '#client/components/forms/server-error-modal.tsx';
import { SubmitButton } from '#client/components/forms/submit-button.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { useSubmit } from '#client/components/forms/use-submit.ts';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useNavigate } from '#client/lib/router.tsx';
import { PATHS } from '#shared/routes.ts';
import type { NewsletterFormOutput, NewsletterFormValues } from '#shared/validation/newsletter.ts';
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
  const form = useValidatedForm<NewsletterFormValues>(schema, NEWSLETTER_FORM_DEFAULTS);
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    (values: NewsletterFormValues) =>
      subscribeToNewsletter(api, toNewsletterRequest(values as NewsletterFormOutput)),
    () => navigate(PATHS.newsletterSubscribed),
  );

  return (
    <section className="container py-5 narrow-page">
      <PageMeta title={t('newsletter.metaTitle')} description={t('newsletter.metaDescription')} />
      <h1>{t('newsletter.title')}</h1>
      <p className="lead">{t('newsletter.intro')}</p>
      <p>{t('newsletter.doubleOptIn')}</p>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(submit)} className="mt-4">
        <HydratedFieldset legend={t('newsletter.title')}>
          <TextField
            form={form}
            name="email"
            type="email"
            label={t('newsletter.email')}
            autoComplete="email"
            required
          />
          <ConsentCheckbox form={form} name="consent" t={t} i18nKey="newsletter.consent" />
          <SubmitButton isBusy={isSubmitting}>{t('newsletter.submit')}</SubmitButton>
        </HydratedFieldset>
      </form>
      <ServerErrorModal
        title={t('newsletter.errorTitle')}
        message={serverError}
        onClose={dismissServerError}
      />
    </section>
  );
}
