import { useId } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode, isCurrencyCode } from '#shared/pricing/currencies.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';

/** The monthly/annual switch (monthly by default) and the currency selector (EUR by default). */
export function PricingOptions({
  billing,
  currency,
  onBillingChange,
  onCurrencyChange,
}: {
  billing: BillingPeriod;
  currency: CurrencyCode;
  onBillingChange: (billing: BillingPeriod) => void;
  onCurrencyChange: (currency: CurrencyCode) => void;
}) {
  const { t } = useTranslation(['pricing', 'plans']);
  const switchId = useId();
  const currencyId = useId();
  return (
    <fieldset className="pricing-options">
      <legend className="visually-hidden">{t('options.label')}</legend>
      <div className="form-check form-switch mb-0">
        <input
          id={switchId}
          className="form-check-input"
          type="checkbox"
          // A native checkbox gives the switch its checked state: HTML forbids aria-checked on it.
          // biome-ignore lint/a11y/useAriaPropsForRole: the rule does not know a checkbox has a checked state of its own.
          role="switch"
          checked={billing === 'annual'}
          onChange={(event) => onBillingChange(event.target.checked ? 'annual' : 'monthly')}
        />
        <label className="form-check-label" htmlFor={switchId}>
          {t('options.annual')} <span className="badge text-bg-success">{t('plans:options.monthsFree')}</span>
        </label>
      </div>
      <div className="d-flex align-items-center gap-2">
        <label className="form-label mb-0" htmlFor={currencyId}>
          {t('plans:options.currency')}
        </label>
        <select
          id={currencyId}
          className="form-select w-auto"
          value={currency}
          onChange={(event) => {
            if (isCurrencyCode(event.target.value)) onCurrencyChange(event.target.value);
          }}
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {t('plans:options.currencyOption', { code, symbol: CURRENCIES[code].symbol })}
            </option>
          ))}
        </select>
      </div>
      {/* Beside the prices it qualifies, so a buyer reads it with them. */}
      <p className="pricing-vat mb-0">{t('vat')}</p>
    </fieldset>
  );
}
