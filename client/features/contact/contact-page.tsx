import { CheckboxField } from '#client/components/forms/checkbox-field.tsx';
import { ConsentCheckbox } from '#client/components/forms/consent-checkbox.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema } from '#client/components/forms/use-validated-form.ts';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { useNavigate } from '#client/lib/navigation.tsx';
import { BUSINESS_HOURS, PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';
import {
  CONTACT_FORM_DEFAULTS,
  CONTACT_MESSAGE_ROWS,
  toContactRequest,
} from '#shared/validation/contact-form.ts';
import { submitContactRequest } from './contact-api.ts';

const schema = lazySchema(() => import('#shared/validation/contact.ts').then((m) => m.ContactFormSchema));

/**
 * /contact: the form starts unvalidated; the first submit turns validation on; once the four
 * required fields are valid it submits, then goes to /contact/sent or shows the server's message in a modal
 * titled Contact.
 */
export function ContactPage() {
  const { t } = useTranslation('forms');
  const { api } = useAppState();
  const navigate = useNavigate();

  return (
    <section className="container py-5">
      <PageMeta title={t('contact.metaTitle')} description={t('contact.metaDescription')} />
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.intro')}</p>
      <div className="row gx-4 gx-lg-5 gy-5 mt-1">
        <div className="col-lg-7">
          <h2 className="h4">{t('contact.formTitle')}</h2>
          <p className="text-body-secondary small">{t('common.allRequired')}</p>
          <SchemaForm
            schema={schema}
            defaults={CONTACT_FORM_DEFAULTS}
            // The schema's output: trimmed, lowercased.
            send={(values) => submitContactRequest(api, toContactRequest(values))}
            onSucceeded={() => navigate(PATHS.contactSent)}
            // A call that never completed is not shown on this form (docs/product.md, Forms).
            show="refusals"
            errorTitle={t('contact.errorTitle')}
            submitLabel={t('contact.submit')}
            legend={t('contact.formTitle')}
          >
            {(form) => (
              <>
                <TextField
                  form={form}
                  name="firstName"
                  label={t('contact.firstName')}
                  autoComplete="given-name"
                  required
                />
                <TextField
                  form={form}
                  name="email"
                  type="email"
                  label={t('contact.email')}
                  autoComplete="email"
                  required
                />
                <TextField
                  form={form}
                  name="message"
                  label={t('contact.message')}
                  rows={CONTACT_MESSAGE_ROWS}
                  required
                />
                <CheckboxField form={form} name="optOut" label={t('contact.optOut')} />
                <ConsentCheckbox form={form} name="consent" t={t} i18nKey="contact.consent" />
              </>
            )}
          </SchemaForm>
        </div>
        <aside className="col-lg-5" aria-labelledby="contact-help-title">
          <div className="card bg-body-tertiary border-0">
            <div className="card-body p-4">
              <h2 id="contact-help-title" className="h5">
                {t('contact.helpTitle')}
              </h2>
              <p>
                <Trans
                  t={t}
                  i18nKey="contact.helpEmail"
                  values={{ email: PUBLIC_EMAILS.info }}
                  components={{ email: <a href={`mailto:${PUBLIC_EMAILS.info}`}>{PUBLIC_EMAILS.info}</a> }}
                />
              </p>
              <p>{t('contact.helpHours', BUSINESS_HOURS)}</p>
              <p className="mb-0">{t('contact.helpReply')}</p>
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}
