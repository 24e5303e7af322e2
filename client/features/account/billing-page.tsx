import { useEffect, useRef, useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { SelectField } from '#client/components/forms/select-field.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { PageMeta } from '#client/components/ui/page-meta.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/router.tsx';
import { PATHS } from '#shared/paths.ts';
import type { OrganisationForm } from '#shared/validation/organisation.ts';
import { SPAIN } from '#shared/validation/organisation-form.ts';
import { StatusMessage, Waiting, WaitingForSignIn } from './account-form-card.tsx';
import { type Country, getBillingAddress, getCountries, saveBillingAddress } from './billing-api.ts';
import { useSignedInCheck } from './use-signed-in-check.ts';

const EMPTY_ADDRESS: OrganisationForm = {
  country: '',
  companyName: '',
  cif: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postCode: '',
};

const schema = lazySchema(() =>
  import('#shared/validation/organisation.ts').then((m) => m.OrganisationSchema),
);

/**
 * /account/billing: the billing address card. Countries come from /api/countries/all in the
 * interface culture; the CIF is asked for, and required, only for Spain.
 */
export function BillingPage() {
  // With the field messages: a page rendered in the browser only loads both at once.
  const { t } = useTranslation(['account-settings', 'validation']);
  const { t: tv } = useTranslation('validation');
  const { t: tc } = useTranslation();
  const { api, currentCulture } = useAppState();
  const isSignedIn = useSignedInCheck();
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [isAddressLoaded, setIsAddressLoaded] = useState(false);
  const [saved, setSaved] = useState(false);
  // Made here, not by SchemaForm: it shows the stored address once loaded, and as saved.
  const form = useValidatedForm<OrganisationForm>(schema, EMPTY_ADDRESS);
  const isSpain = form.watch('country') === SPAIN;
  const hasLoadedAddress = useRef(false);

  useEffect(() => {
    if (!isSignedIn || hasLoadedAddress.current) return;
    hasLoadedAddress.current = true;
    void getBillingAddress(api).then((outcome) => {
      if (outcome.kind !== 'succeeded') return;
      form.reset(outcome.model ?? EMPTY_ADDRESS);
      setIsAddressLoaded(true);
    });
  }, [isSignedIn, api, form]);

  // The names follow the interface language: reloaded when it changes.
  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    // The culture travels in X-APP-CULTURE; the query only keeps each culture apart in the browser cache.
    void getCountries(api, currentCulture).then((outcome) => {
      if (isCurrent && outcome.kind === 'succeeded' && outcome.list) setCountries(outcome.list);
    });
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, api, currentCulture]);

  if (!isSignedIn)
    return (
      <WaitingForSignIn
        meta={<PageMeta title={t('billing.metaTitle')} description={t('billing.metaDescription')} />}
      />
    );

  return (
    <section className="container py-5">
      <PageMeta title={t('billing.metaTitle')} description={t('billing.metaDescription')} />
      <h1 className="mb-4">{t('billing.title')}</h1>
      <section className="card shadow-sm" style={{ maxWidth: '48rem' }} aria-labelledby="billing-card-title">
        <div className="card-body p-4">
          <h2 id="billing-card-title" className="h5 card-title">
            {t('billing.cardTitle')}
          </h2>
          <p className="text-body-secondary">{t('billing.intro')}</p>
          {countries && isAddressLoaded ? (
            <SchemaForm
              form={form}
              send={(values) => {
                setSaved(false);
                return saveBillingAddress(api, values);
              }}
              onSucceeded={(saved) => {
                // Shows what was stored: the CIF uppercased, without spaces or hyphens.
                if (saved) form.reset(saved);
                setSaved(true);
              }}
              errorTitle={t('billing.errorTitle')}
              submitLabel={t('billing.save')}
              busyText="saving"
              actions={(submitButton) => (
                <div className="d-flex flex-wrap gap-3 align-items-center">
                  {submitButton}
                  <Link to={PATHS.dashboard}>{t('billing.backToDashboard')}</Link>
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
                    options={countries.map((country) => ({ value: country.alpha3Code, label: country.name }))}
                    required
                  />
                  <TextField
                    form={form}
                    name="companyName"
                    label={tv('labels.companyName')}
                    autoComplete="organization"
                    required
                  />
                  {isSpain ? (
                    <TextField
                      form={form}
                      name="cif"
                      label={tv('labels.cif')}
                      hint={t('billing.cifHint')}
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
          ) : (
            <Waiting label={tc('loading')} />
          )}
        </div>
      </section>
    </section>
  );
}
