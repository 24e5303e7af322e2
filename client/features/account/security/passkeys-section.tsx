import { useCallback, useEffect, useState } from 'react';
import { ActionForm } from '#client/components/forms/action-form.tsx';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { StatusMessage } from '#client/features/account/account-form-card.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { formatWhen } from '#shared/formatting/dates.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { ConfirmEmailFirst } from './confirm-email-first.tsx';
import { listPasskeys, type PasskeySummary, removePasskey } from './passkeys-api.ts';
import { useTwoFactorStatus } from './two-factor-status.tsx';

/**
 * The security page's passkeys card (docs/product.md, Passkeys): the account's passkeys, when each was added and
 * last used, a button to remove each, and the form that adds one (with the password, and the code when two-factor
 * sign-in is on); an unconfirmed account sees why it cannot add one instead of the form.
 */
export function PasskeysSection() {
  const { t } = useTranslation('account-security');
  const { t: tc } = useTranslation();
  const { api, currentCulture } = useAppState();
  const [passkeys, setPasskeys] = useState<PasskeySummary[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { status } = useTwoFactorStatus();
  const when = (iso: string) => formatWhen(iso, currentCulture);

  const reload = useCallback(async () => {
    const outcome = await listPasskeys(api);
    if (outcome.kind === 'succeeded') setPasskeys(outcome.list ?? []);
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  function changed(message: string) {
    setNotice(message);
    void reload();
  }

  return (
    <section className="card shadow-sm" aria-labelledby="passkeys-title">
      <div className="card-body p-4">
        <h2 id="passkeys-title" className="h5 card-title">
          {t('passkeys.title')}
        </h2>
        <p className="text-body-secondary">{t('passkeys.intro')}</p>
        <StatusMessage message={notice} />
        {passkeys === null ? <Waiting label={tc('loading')} /> : null}
        {passkeys?.length === 0 ? <p>{t('passkeys.none')}</p> : null}
        {passkeys && passkeys.length > 0 ? (
          <ul className="list-unstyled mb-3" aria-label={t('passkeys.listLabel')}>
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="d-flex flex-wrap align-items-center gap-2 py-2">
                <div className="me-auto">
                  <span className="fw-semibold">{passkey.name}</span>
                  <br />
                  <span className="text-body-secondary small">
                    {t('passkeys.addedOn', { when: when(passkey.createdAt) })},{' '}
                    {passkey.lastUsedAt
                      ? t('passkeys.lastUsed', { when: when(passkey.lastUsedAt) })
                      : t('passkeys.neverUsed')}
                  </span>
                </div>
                <ActionForm
                  send={() => removePasskey(api, passkey.id)}
                  onSucceeded={() => changed(t('passkeys.removed'))}
                  errorTitle={t('passkeys.errorTitle')}
                  className="btn btn-sm btn-outline-secondary"
                >
                  <span aria-hidden="true">{t('passkeys.remove')}</span>
                  <span className="visually-hidden">{t('passkeys.removeLabel', { name: passkey.name })}</span>
                </ActionForm>
              </li>
            ))}
          </ul>
        ) : null}
        {status === null ? null : status.isEmailConfirmed ? (
          // A new form when two-factor sign-in is turned on or off in the other card: it asks for the code or not.
          <AddPasskeyForm
            key={String(status.isEnabled)}
            askCode={status.isEnabled}
            onAdded={() => changed(t('passkeys.added'))}
          />
        ) : (
          <ConfirmEmailFirst />
        )}
      </div>
    </section>
  );
}
