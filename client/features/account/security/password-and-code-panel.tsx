import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { lazySchema } from '#client/components/forms/use-validated-form.ts';
import { PasswordField } from '#client/features/account/account-fields.tsx';
import { CodeField } from '#client/features/account/code-field.tsx';
import type { ApiOutcome } from '#client/lib/api.ts';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { PasswordAndCodeForm } from '#shared/validation/two-factor.ts';
import { PanelActions } from './panel-actions.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

const schema = lazySchema(() =>
  import('#shared/validation/two-factor.ts').then((m) => m.PasswordAndCodeSchema),
);
const passwordOnlySchema = lazySchema(() =>
  import('#shared/validation/two-factor.ts').then((m) => m.PasswordOnlyPanelSchema),
);

/**
 * A change to two-factor sign-in confirmed with the password and a code (or a recovery code), so a stolen
 * session cannot make it: turning it off, new recovery codes; or with the password alone (`askCode` false) where
 * there is no code yet: turning it on (docs/security.md, Sign-in factors). Its heading takes the focus as it opens.
 */
export function PasswordAndCodePanel<TModel>({
  title,
  intro,
  submitLabel,
  send,
  onSucceeded,
  onCancel,
  askCode = true,
}: {
  askCode?: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  send: (values: PasswordAndCodeForm) => Promise<ApiOutcome<TModel>>;
  onSucceeded: (model: TModel | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account-security', 'validation']);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  return (
    <div>
      <h3 className="h6" tabIndex={-1} ref={heading}>
        {title}
      </h3>
      <p>{intro}</p>
      <SchemaForm
        schema={askCode ? schema : passwordOnlySchema}
        defaults={{ Password: '', Code: '' }}
        send={send}
        onSucceeded={onSucceeded}
        errorTitle={t('twoFactor.errorTitle')}
        submitLabel={submitLabel}
        legend={title}
        method="post"
        actions={(submitButton) => <PanelActions onCancel={onCancel}>{submitButton}</PanelActions>}
      >
        {(form) => (
          <>
            <PasswordField form={form} />
            {askCode ? <CodeField form={form} label={t('validation:labels.codeOrRecovery')} /> : null}
          </>
        )}
      </SchemaForm>
    </div>
  );
}
