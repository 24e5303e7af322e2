import { useEffect } from 'react';
import { ConsentCheckbox } from '#client/components/forms/consent-checkbox.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { SelectField } from '#client/components/forms/select-field.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import { useNavigate, useSearchParams } from '#client/lib/navigation.tsx';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';
import { PATHS } from '#shared/paths.ts';
import { CURRENCIES } from '#shared/pricing/currencies.ts';
import {
  QUOTE_FORM_DEFAULTS,
  quotePlanOf,
  quotePrefill,
  toQuoteRequest,
} from '#shared/validation/quote-form.ts';
import { BILLING_PERIODS, QUOTE_CURRENCIES } from '#shared/validation/quote-rules.ts';
import { submitQuoteRequest } from './quote-api.ts';

const schema = lazySchema(() => import('#shared/validation/quote.ts').then((m) => m.QuoteFormSchema));

/**
 * /quote: the sales address, and a quote request form that the pricing page's calculator pre-fills
 * (/quote?users=30&billing=annual&currency=EUR&plan=enterprise). Success goes to /quote/sent.
 */
export function QuotePage() {
  const { t } = useTranslation('forms');
  const { api } = useAppState();
  const navigate = useNavigate();
  // Made here, not by SchemaForm: the calculator's link fills it in.
  const form = useValidatedForm(schema, QUOTE_FORM_DEFAULTS);

  // The calculator's choices arrive in the query; applied after hydration, as the prerendered page has none.
  // The plan it chose has no field of its own: it opens the message, where the sales team reads it.
  const [searchParams] = useSearchParams();
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a link pre-fills once; a language switch must not reset what was typed.
  useEffect(() => {
    const prefill = quotePrefill(searchParams);
    const plan = quotePlanOf(searchParams);
    if (plan) prefill.message = t('quote.planMessage', { plan: t(`quote.plans.${plan}`) });
    if (Object.keys(prefill).length > 0) reset({ ...QUOTE_FORM_DEFAULTS, ...prefill });
  }, [searchParams, reset]);

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

      <h2 className="h4 mt-5">{t('quote.formTitle')}</h2>
      <p>{t('quote.formIntro')}</p>
      <p className="text-body-secondary small">{t('common.allRequired')}</p>
      <SchemaForm
        form={form}
        // The schema's output: the number of users a number.
        send={(values) => submitQuoteRequest(api, toQuoteRequest(values))}
        onSucceeded={() => navigate(PATHS.quoteSent)}
        errorTitle={t('quote.errorTitle')}
        submitLabel={t('quote.submit')}
        legend={t('quote.formTitle')}
      >
        {() => (
          <>
            <div className="row">
              <div className="col-md-6">
                <TextField
                  form={form}
                  name="company"
                  label={t('quote.company')}
                  autoComplete="organization"
                  required
                />
              </div>
              <div className="col-md-6">
                <TextField
                  form={form}
                  name="email"
                  type="email"
                  label={t('quote.email')}
                  autoComplete="email"
                  required
                />
              </div>
            </div>
            <div className="row">
              <div className="col-md-3">
                <TextField
                  form={form}
                  name="users"
                  type="number"
                  label={t('quote.users')}
                  hint={t('quote.usersHint')}
                  required
                />
              </div>
              <div className="col-md-5">
                <SelectField
                  form={form}
                  name="billing"
                  label={t('quote.billing')}
                  options={BILLING_PERIODS.map((value) => ({
                    value,
                    label: t(`quote.billingOptions.${value}`),
                  }))}
                  required
                />
              </div>
              <div className="col-md-4">
                <SelectField
                  form={form}
                  name="currency"
                  label={t('quote.currency')}
                  options={QUOTE_CURRENCIES.map((value) => ({
                    value,
                    label: `${value} (${CURRENCIES[value].symbol})`,
                  }))}
                  required
                />
              </div>
            </div>
            <TextField
              form={form}
              name="message"
              label={`${t('quote.message')} (${t('common.optional')})`}
              rows={5}
            />
            <ConsentCheckbox form={form} name="consent" t={t} i18nKey="quote.consent" />
          </>
        )}
      </SchemaForm>
    </section>
  );
}
