import { useEffect, useRef, useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { SelectField } from '#client/components/forms/select-field.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { leaveForNextPage, takeFromPreviousPage } from '#client/lib/next-page-note.ts';
import { CULTURE_NAMES, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import type { ProfileForm } from '#shared/validation/profile.ts';
import { getProfile, updateProfile } from './account-api.ts';
import { StatusMessage } from './account-form-card.tsx';

const CULTURE_OPTIONS = SUPPORTED_CULTURES.map((culture) => ({
  value: culture,
  label: CULTURE_NAMES[culture],
}));

// Loaded on first use like the other forms' schemas. It imports the cultures module, which the entry chunk
// holds; rolldown 1.2 keeps React in the entry chunk all the same (rolldown/rolldown#10731 no longer shows).
const schema = lazySchema(() => import('#shared/validation/profile.ts').then((m) => m.ProfileSchema));

/** The profile card: first name, last name and culture; saving switches the interface to that culture. */
export function ProfileCard() {
  const { t } = useTranslation('account-settings');
  const { t: tv } = useTranslation('validation');
  const { t: tc } = useTranslation();
  const [isLoaded, setIsLoaded] = useState(false);
  const [saved, setSaved] = useState(false);
  const { api, changeCulture, currentCulture } = useAppState();
  // Made here, not by SchemaForm: it shows the profile once loaded, and as saved.
  const form = useValidatedForm<ProfileForm>(schema, { firstName: '', lastName: '', culture: '' });
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    // Saved in another culture: the page came again in the new one, and says so once.
    if (takeFromPreviousPage(SAVED_NOTICE)) setSaved(true);
    void getProfile(api).then((outcome) => {
      if (outcome.kind !== 'succeeded' || !outcome.model) return;
      form.reset(outcome.model);
      setIsLoaded(true);
    });
  }, [api, form]);

  return (
    <section className="card shadow-sm" aria-labelledby="profile-card-title">
      <div className="card-body">
        <h2 id="profile-card-title" className="h5 card-title">
          {t('dashboard.profileCard.title')}
        </h2>
        <p className="text-body-secondary">{t('dashboard.profileCard.intro')}</p>
        {isLoaded ? (
          <SchemaForm
            form={form}
            send={(values) => {
              setSaved(false);
              return updateProfile(api, values);
            }}
            onSucceeded={async (profile) => {
              if (!profile) return;
              form.reset(profile);
              if (profile.culture === currentCulture) {
                setSaved(true);
                return;
              }
              leaveForNextPage(SAVED_NOTICE, '1');
              await changeCulture(profile.culture);
            }}
            errorTitle={t('dashboard.profileCard.errorTitle')}
            submitLabel={t('dashboard.profileCard.save')}
            busyText="saving"
          >
            {() => (
              <>
                <StatusMessage message={saved ? t('dashboard.profileCard.saved') : null} />
                <div className="row">
                  <div className="col-md-6">
                    <TextField
                      form={form}
                      name="firstName"
                      label={tv('labels.firstName')}
                      autoComplete="given-name"
                      required
                    />
                  </div>
                  <div className="col-md-6">
                    <TextField
                      form={form}
                      name="lastName"
                      label={tv('labels.lastName')}
                      autoComplete="family-name"
                      required
                    />
                  </div>
                </div>
                <SelectField
                  form={form}
                  name="culture"
                  label={tv('labels.culture')}
                  options={CULTURE_OPTIONS}
                  required
                />
              </>
            )}
          </SchemaForm>
        ) : (
          <Waiting label={tc('loading')} />
        )}
      </div>
    </section>
  );
}

/** The profile saved in another culture loads the page in that culture: the notice goes with it, once. */
const SAVED_NOTICE = 'fxe-profile-saved';
