import { NewTabLink } from '#client/components/ui/new-tab-link.tsx';
import { Trans } from '#client/lib/i18n/react.tsx';
import { PATHS } from '#shared/paths.ts';
import { CheckboxField } from './checkbox-field.tsx';
import type { FieldName, FormValues, ValidatedForm } from './use-validated-form.ts';

/**
 * The required box a visitor ticks to agree to how their data is used. Its words come from the catalogue,
 * where `<privacy>…</privacy>` (and `<terms>…</terms>` on sign-up) become links that open in a new tab, so
 * reading the policy never throws away a half-filled form.
 */
export function ConsentCheckbox<T extends FormValues>({
  form,
  name,
  t,
  i18nKey,
}: {
  form: ValidatedForm<T>;
  name: FieldName<T>;
  /** The translate function of the page's namespace, which holds i18nKey. */
  t: unknown;
  i18nKey: string;
}) {
  return (
    <CheckboxField
      form={form}
      name={name}
      required
      label={
        <Trans
          t={t}
          i18nKey={i18nKey}
          components={{
            privacy: <NewTabLink to={PATHS.privacyPolicy} />,
            terms: <NewTabLink to={PATHS.terms} />,
          }}
        />
      }
    />
  );
}
