import { lazy, Suspense, useRef, useState } from 'react';
import { Waiting } from '#client/components/ui/waiting.tsx';
import { StatusMessage } from '#client/features/account/account-form-card.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { ConfirmEmailFirst } from './confirm-email-first.tsx';
import type { PasswordAndCodePanel as Panel } from './password-and-code-panel.tsx';
import {
  disableTwoFactor,
  replaceRecoveryCodes,
  setUpTwoFactor,
  type TwoFactorSetup,
} from './two-factor-api.ts';
import { useTwoFactorStatus } from './two-factor-status.tsx';

// The panels appear after a press (turn on, new recovery codes, turn off) and load then: no part of the page's
// first load (docs/decisions/0013), as a form's error dialog.
const TwoFactorSetupPanel = lazy(() =>
  import('./two-factor-setup.tsx').then((module) => ({ default: module.TwoFactorSetupPanel })),
);
const RecoveryCodesPanel = lazy(() =>
  import('./recovery-codes.tsx').then((module) => ({ default: module.RecoveryCodesPanel })),
);
// lazy() keeps the panel's props but not its type parameter (the model each change answers).
const PasswordAndCodePanel = lazy(() =>
  import('./password-and-code-panel.tsx').then((module) => ({ default: module.PasswordAndCodePanel })),
) as unknown as typeof Panel;

/**
 * Where the owner is: looking at the status, giving the password to turn it on, setting up, reading the recovery
 * codes, asking for new ones, or turning it off.
 */
type Stage =
  | { kind: 'status' }
  | { kind: 'enable' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'recovery-codes'; codes: string[] }
  | { kind: 'new-codes' }
  | { kind: 'disable' };

/**
 * The security page's two-factor card (docs/product.md, Two-factor sign-in): whether it is on and how many
 * recovery codes are left; turning it on (password, QR code, key, confirming code, then the recovery codes once)
 * or off. An unconfirmed account sees why it cannot turn it on instead of the button.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('account-security');
  const { t: tc } = useTranslation();
  const { api } = useAppState();
  const { status, reload } = useTwoFactorStatus();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [notice, setNotice] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  function show(next: Stage, message: string | null = null) {
    setNotice(message);
    setStage(next);
    if (next.kind !== 'status') return;
    void reload();
    // The panel that held the focus has gone: the card's title takes it, so the keyboard starts from there.
    requestAnimationFrame(() => title.current?.focus());
  }

  return (
    <section className="card shadow-sm" aria-labelledby="two-factor-title">
      <div className="card-body p-4">
        <h2 id="two-factor-title" className="h5 card-title" tabIndex={-1} ref={title}>
          {t('twoFactor.title')}
        </h2>
        <p className="text-body-secondary">{t('twoFactor.intro')}</p>
        <StatusMessage message={notice} />
        {status === null ? <Waiting label={tc('loading')} /> : null}
        {status && stage.kind === 'status' ? (
          <>
            <p className="fw-semibold">
              {status.isEnabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
            </p>
            {status.isEnabled ? (
              <>
                <p>{t('twoFactor.recoveryLeft', { count: status.recoveryCodesLeft })}</p>
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    onClick={() => show({ kind: 'new-codes' })}
                  >
                    {t('twoFactor.newCodes')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    onClick={() => show({ kind: 'disable' })}
                  >
                    {t('twoFactor.disable')}
                  </button>
                </div>
              </>
            ) : status.isEmailConfirmed ? (
              <button type="button" className="btn btn-primary" onClick={() => show({ kind: 'enable' })}>
                {t('twoFactor.enable')}
              </button>
            ) : (
              <ConfirmEmailFirst />
            )}
          </>
        ) : null}
        <Suspense fallback={<Waiting label={tc('loading')} />}>
          {stage.kind === 'enable' ? (
            <PasswordAndCodePanel
              askCode={false}
              title={t('twoFactor.enable')}
              intro={t('twoFactor.enableIntro')}
              submitLabel={t('twoFactor.enableSubmit')}
              send={(values) => setUpTwoFactor(api, { Password: values.Password })}
              onSucceeded={(setup) => {
                if (setup) show({ kind: 'setup', setup });
              }}
              onCancel={() => show({ kind: 'status' })}
            />
          ) : null}
          {stage.kind === 'setup' ? (
            <TwoFactorSetupPanel
              setup={stage.setup}
              onEnabled={(codes) => show({ kind: 'recovery-codes', codes })}
              onCancel={() => show({ kind: 'status' })}
            />
          ) : null}
          {stage.kind === 'recovery-codes' ? (
            <RecoveryCodesPanel codes={stage.codes} onDone={() => show({ kind: 'status' })} />
          ) : null}
          {stage.kind === 'new-codes' ? (
            <PasswordAndCodePanel
              title={t('twoFactor.newCodes')}
              intro={t('twoFactor.newCodesIntro')}
              submitLabel={t('twoFactor.newCodesSubmit')}
              send={(values) => replaceRecoveryCodes(api, values)}
              onSucceeded={(model) => {
                if (model) show({ kind: 'recovery-codes', codes: model.recoveryCodes });
              }}
              onCancel={() => show({ kind: 'status' })}
            />
          ) : null}
          {stage.kind === 'disable' ? (
            <PasswordAndCodePanel
              title={t('twoFactor.disable')}
              intro={t('twoFactor.disableIntro')}
              submitLabel={t('twoFactor.disableSubmit')}
              send={(values) => disableTwoFactor(api, values)}
              onSucceeded={() => show({ kind: 'status' }, t('twoFactor.disabled'))}
              onCancel={() => show({ kind: 'status' })}
            />
          ) : null}
        </Suspense>
      </div>
    </section>
  );
}
