import { useCallback, useEffect, useState } from 'react';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { TextField } from '#client/components/forms/text-field.tsx';
import { lazySchema, useValidatedForm } from '#client/components/forms/use-validated-form.ts';
import { EmailAddress } from '#client/components/ui/email-address.tsx';
import { getEmailStatus } from '#client/features/account/account-api.ts';
import { CurrentPasswordField } from '#client/features/account/account-fields.tsx';
import { StatusMessage } from '#client/features/account/account-form-card.tsx';
import { CodeField } from '#client/features/account/code-field.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { Trans, useTranslation } from '#client/lib/i18n/react.tsx';
import type { ChangeEmailForm } from '#shared/validation/account.ts';
import { changeEmail } from './security-api.ts';
import { SecuritySection } from './security-section.tsx';
import { getTwoFactorStatus } from './two-factor-api.ts';

const schema = lazySchema(() =>
  import('#shared/validation/account.ts').then((m) => m.ChangeEmailRequestSchema),
);
const EMPTY: ChangeEmailForm = { Email: '', CurrentPassword: '', Code: '' };

/**
 * The new address, the current password, and a code when two-factor sign-in is on (docs/product.md, Account
 * security). The answer is the same whether or not the address is free, so the page says only that an e-mail
 * went to it; the address changes when its link is followed.
 */
export function ChangeEmailSection() {
  const { t } = useTranslation(['account-security', 'validation']);
  const { api } = useAppState();
  const [current, setCurrent] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [asksForCode, setAsksForCode] = useState(false);
  // Made here, not by SchemaForm: it is emptied once the e-mail has gone.
  const form = useValidatedForm(schema, EMPTY);

  // Whether the code field shows: as the deletion dialog asks (the two-factor card loads the same status).
  const loadTwoFactorStatus = useCallback(async () => {
    const outcome = await getTwoFactorStatus(api);
    if (outcome.kind === 'succeeded') setAsksForCode(outcome.model?.isEnabled === true);
  }, [api]);

  useEffect(() => {
    void getEmailStatus(api).then((outcome) => {
      if (outcome.kind === 'succeeded' && outcome.model) setCurrent(outcome.model.email);
    });
    void loadTwoFactorStatus();
  }, [api, loadTwoFactorStatus]);

  return (
    <SecuritySection title={t('security.email.title')} intro={t('security.email.intro')}>
      {current ? (
        <p>
          <Trans
            t={t}
            i18nKey="security.email.current"
            components={{ email: <EmailAddress address={current} /> }}
          />
        </p>
      ) : null}
      <SchemaForm
        form={form}
        send={async (values) => {
          setSentTo(null);
          const outcome = await changeEmail(api, values);
          // Two-factor sign-in may have been turned on (or off) in the card below since the page loaded: a
          // refusal that asks for a code then shows the field.
          if (outcome.kind !== 'succeeded') await loadTwoFactorStatus();
          return outcome;
        }}
        onSucceeded={(_model, values) => {
          form.reset(EMPTY);
          setSentTo(values.Email.trim());
        }}
        errorTitle={t('security.email.errorTitle')}
        submitLabel={t('security.email.submit')}
      >
        {() => (
          <>
            <StatusMessage message={sentTo ? t('security.email.sent', { email: sentTo }) : null} />
            <TextField
              form={form}
              name="Email"
              label={t('security.email.newEmail')}
              type="email"
              autoComplete="email"
              required
            />
            <CurrentPasswordField form={form} />
            {asksForCode ? <CodeField form={form} label={t('validation:labels.codeOrRecovery')} /> : null}
          </>
        )}
      </SchemaForm>
    </SecuritySection>
  );
}
