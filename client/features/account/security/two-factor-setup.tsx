import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema } from '#client/components/forms/use-validated-form.ts';
import { CodeField } from '#client/features/account/code-field.tsx';
import { useAppState } from '#client/lib/app-state.tsx';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { PanelActions } from './panel-actions.tsx';
import { enableTwoFactor, type TwoFactorSetup as Setup } from './two-factor-api.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

const schema = lazySchema(() =>
  import('#shared/validation/two-factor.ts').then((m) => m.TwoFactorCodeSchema),
);

/** The key in groups of four, as it is easiest to read off the screen and type. */
export function groupInFours(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Setting up the authenticator app: the QR code (an SVG the server drew, shown as an image), the same key as
 * text, and the code that proves the app has it. Success hands on the ten recovery codes.
 */
export function TwoFactorSetupPanel({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account-security', 'validation']);
  const { api } = useAppState();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;

  return (
    <div>
      <h3 className="h6" tabIndex={-1} ref={heading}>
        {t('twoFactor.setupTitle')}
      </h3>
      <p>{t('twoFactor.scanQr')}</p>
      <img src={qrCode} alt={t('twoFactor.qrAlt')} width={200} height={200} className="d-block mb-3" />
      <p className="mb-1">{t('twoFactor.typeSecret')}</p>
      <p>
        <code data-testid="two-factor-secret">{groupInFours(setup.secret)}</code>
      </p>
      <p>{t('twoFactor.confirmIntro')}</p>
      <SchemaForm
        schema={schema}
        defaults={{ Code: '' }}
        send={(values) => enableTwoFactor(api, values)}
        onSucceeded={(model) => onEnabled(model?.recoveryCodes ?? [])}
        errorTitle={t('twoFactor.errorTitle')}
        submitLabel={t('twoFactor.confirm')}
        legend={t('twoFactor.setupTitle')}
        method="post"
        actions={(submitButton) => <PanelActions onCancel={onCancel}>{submitButton}</PanelActions>}
      >
        {(form) => <CodeField form={form} label={t('twoFactor.codeLabel')} />}
      </SchemaForm>
    </div>
  );
}
