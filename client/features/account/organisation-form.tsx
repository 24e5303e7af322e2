import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { SelectField } from '#client/components/forms/select-field.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type {
  Organisation,
  OrganisationForm as OrganisationValues,
} from '#shared/validation/organisation.ts';
import { SPAIN } from '#shared/validation/organisation-form.ts';
import { needsVatNumber } from '#shared/validation/vat-number.ts';
import { type EmailStatus, getEmailStatus } from './account-api.ts';
import { StatusMessage } from './account-form-card.tsx';
import { type Country, getBillingAddress, getCountries, saveBillingAddress } from './billing-api.ts';
import { EmailVerificationCard } from './email-verification-card.tsx';

const EMPTY_ORGANISATION: OrganisationValues = {
  country: '',
  companyName: '',
  cif: '',
  vatNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postCode: '',
};

const schema = lazySchema(() =>
  import('#shared/validation/organisation.ts').then((m) => m.OrganisationSchema),
);

/**
 * The organisation that buys licences, with its billing address (docs/product.md, Organisation): the billing
 * page's form, and the order page's first step while the account has none. It loads what is stored and the
 * countries (named in the interface culture); the CIF is asked for in Spain, the VAT number in the rest of the
 * EU. The server refuses to save for an account whose e-mail is not confirmed yet, so such an account sees why
 * above the form, with the button that sends the confirmation again.
 */
export function OrganisationForm({
  submitLabel,
  onSaved,
  actions,
}: {
  submitLabel: string;
  onSaved?: (organisation: Organisation) => void;
  /** Beside the submit button (a link back). */
  actions?: ReactNode;
}) {
  // With the field messages: a page rendered in the browser only loads both at once.
  const { t } = useTranslation(['account-settings', 'validation']);
  const { t: tv } = useTranslation('validation');
  const { t: tc } = useTranslation();
  const { api, currentCulture } = useAppState();
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [isLoaded, setIsLoaded] = useState(false);
  const [emailStatus, setEmailStatus] = useState<EmailStatus | null>(null);
  const [saved, setSaved] = useState(false);
  // Made here, not by SchemaForm: it shows the stored organisation once loaded, and as saved.
  const form = useValidatedForm<OrganisationValues>(schema, EMPTY_ORGANISATION);
  const country = form.watch('country') ?? '';
  const hasStartedLoading = useRef(false);

  useEffect(() => {
    if (hasStartedLoading.current) return;
    hasStartedLoading.current = true;
    void getBillingAddress(api).then((outcome) => {
      if (outcome.kind !== 'succeeded') return;
      form.reset(outcome.model ? { ...EMPTY_ORGANISATION, ...outcome.model } : EMPTY_ORGANISATION);
      setIsLoaded(true);
    });
    void getEmailStatus(api).then((outcome) => {
      if (outcome.kind === 'succeeded' && outcome.model) setEmailStatus(outcome.model);
    });
  }, [api, form]);

  // The names follow the interface language: reloaded when it changes.
  useEffect(() => {
    let isCurrent = true;
    // The culture travels in X-APP-CULTURE; the query only keeps each culture apart in the browser cache.
    void getCountries(api, currentCulture).then((outcome) => {
      if (isCurrent && outcome.kind === 'succeeded' && outcome.list) setCountries(outcome.list);
    });
    return () => {
      isCurrent = false;
    };
  }, [api, currentCulture]);

  if (!countries || !isLoaded) return <Waiting label={tc('loading')} />;

  return (
    <>
      {emailStatus && !emailStatus.isVerified ? (
        <div className="mb-4">
          <p className="alert alert-warning">{t('billing.confirmEmailFirst')}</p>
          <EmailVerificationCard status={emailStatus} />
        </div>
      ) : null}
      <SchemaForm
        form={form}
        send={(values) => {
          setSaved(false);
          return saveBillingAddress(api, values);
        }}
        onSucceeded={(stored) => {
          // Shows what was stored: the CIF and VAT number uppercased, without spaces or hyphens.
          if (stored) form.reset({ ...EMPTY_ORGANISATION, ...stored });
          setSaved(true);
          if (stored) onSaved?.(stored);
        }}
        errorTitle={t('billing.errorTitle')}
        submitLabel={submitLabel}
        busyText="saving"
        actions={(submitButton) => (
          <div className="d-flex flex-wrap gap-3 align-items-center">
            {submitButton}
            {actions}
          </div>
        )}
      >
        {() => (
          <>
            <StatusMessage message={saved ? t('billing.saved') : null} />
            <SelectField
              form={form}
              name="country"
              label={tv('labels.country')}
              placeholder={t('billing.countryPlaceholder')}
              autoComplete="country"
              options={countries.map((option) => ({ value: option.alpha3Code, label: option.name }))}
              required
            />
            <TextField
              form={form}
              name="companyName"
              label={tv('labels.companyName')}
              hint={t('billing.companyNameHint')}
              autoComplete="organization"
              required
            />
            {country === SPAIN ? (
              <TextField
                form={form}
                name="cif"
                label={tv('labels.cif')}
                hint={t('billing.cifHint')}
                required
              />
            ) : null}
            {needsVatNumber(country) ? (
              <TextField
                form={form}
                name="vatNumber"
                label={tv('labels.vatNumber')}
                hint={t('billing.vatNumberHint')}
                required
              />
            ) : null}
            <TextField
              form={form}
              name="addressLine1"
              label={tv('labels.addressLine1')}
              autoComplete="address-line1"
              required
            />
            <TextField
              form={form}
              name="addressLine2"
              label={tv('labels.addressLine2')}
              autoComplete="address-line2"
            />
            <div className="row">
              <div className="col-md-7">
                <TextField
                  form={form}
                  name="city"
                  label={tv('labels.city')}
                  autoComplete="address-level2"
                  required
                />
              </div>
              <div className="col-md-5">
                <TextField
                  form={form}
                  name="postCode"
                  label={tv('labels.postCode')}
                  autoComplete="postal-code"
                  required
                />
              </div>
            </div>
          </>
        )}
      </SchemaForm>
    </>
  );
}
