import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import type { Culture } from '#shared/cultures.ts';
import { CURRENCIES, CURRENCY_CODES, isCurrencyCode } from '#shared/pricing/currencies.ts';
import { formatCount } from '#shared/pricing/format-price.ts';
import { flatTierById, type OrderChoice, type OrderPlan } from '#shared/pricing/order-price.ts';
import { BILLING_PERIODS, QUOTE_PLANS } from '#shared/pricing/plans.ts';
import { MAX_CALCULATOR_USERS, type SeatCountResult } from '#shared/pricing/seat-count.ts';

/**
 * The order page's choice: plan, billing period, currency and number of developers, worded like the pricing
 * page's options and seat calculator. A flat plan is annual only, so choosing one selects the annual period and
 * the monthly one is not offered beside it; whether the number fits the plan is for the server to say.
 */
export function OrderChoiceFields({
  choice,
  usersInput,
  seatCount,
  culture,
  onChange,
  onUsersInput,
}: {
  choice: OrderChoice;
  usersInput: string;
  seatCount: SeatCountResult;
  culture: Culture;
  onChange: (change: Partial<OrderChoice>) => void;
  onUsersInput: (text: string) => void;
}) {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('plans');
  const planId = useId();
  const currencyId = useId();
  const usersId = useId();
  const usersHintId = useId();
  const usersErrorId = useId();
  const billingName = useId();
  const billingLabelId = useId();
  const max = formatCount(MAX_CALCULATOR_USERS, culture);
  const isFlat = choice.plan !== 'perUser';

  return (
    <fieldset>
      <legend className="h5">{t('buy.choiceLegend')}</legend>
      <div className="mb-3">
        <label className="form-label" htmlFor={planId}>
          {t('buy.planLabel')}
        </label>
        <select
          id={planId}
          className="form-select"
          value={choice.plan}
          onChange={(event) => {
            const plan = QUOTE_PLANS.find((known) => known === event.target.value);
            if (plan) onChange(plan === 'perUser' ? { plan } : { plan, billing: 'annual' });
          }}
        >
          {QUOTE_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {planOptionLabel(plan, t, tp, culture)}
            </option>
          ))}
        </select>
      </div>
      {/* A group of radios named by its label (a legend inside the form's fieldset would take a legend's size). */}
      <div className="mb-3" role="radiogroup" aria-labelledby={billingLabelId}>
        <p id={billingLabelId} className="form-label mb-1">
          {t('buy.billingLabel')}
        </p>
        {BILLING_PERIODS.map((billing) => (
          <div key={billing} className="form-check form-check-inline">
            <input
              id={`${billingName}-${billing}`}
              className="form-check-input"
              type="radio"
              name={billingName}
              value={billing}
              checked={choice.billing === billing}
              disabled={isFlat && billing === 'monthly'}
              onChange={() => onChange({ billing })}
            />
            <label className="form-check-label" htmlFor={`${billingName}-${billing}`}>
              {billing === 'annual' ? (
                <>
                  {t('buy.billing.annual')}{' '}
                  <span className="badge text-bg-success">{tp('options.monthsFree')}</span>
                </>
              ) : (
                t('buy.billing.monthly')
              )}
            </label>
          </div>
        ))}
        {isFlat ? <p className="form-text mb-0">{t('buy.flatIsAnnual')}</p> : null}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={currencyId}>
          {tp('options.currency')}
        </label>
        <select
          id={currencyId}
          className="form-select w-auto"
          value={choice.currency}
          onChange={(event) => {
            if (isCurrencyCode(event.target.value)) onChange({ currency: event.target.value });
          }}
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {tp('options.currencyOption', { code, symbol: CURRENCIES[code].symbol })}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={usersId}>
          {t('buy.usersLabel')}
        </label>
        <input
          id={usersId}
          className={`form-control w-auto${seatCount.ok ? '' : ' is-invalid'}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={usersInput}
          aria-invalid={seatCount.ok ? undefined : true}
          aria-describedby={seatCount.ok ? usersHintId : `${usersErrorId} ${usersHintId}`}
          onChange={(event) => onUsersInput(event.target.value)}
        />
        {seatCount.ok ? null : (
          <p id={usersErrorId} className="invalid-feedback d-block mb-0">
            {tp(`calculator.errors.${seatCount.error}`, { max })}
          </p>
        )}
        <p id={usersHintId} className="form-text mb-0">
          {t('buy.usersHint', { max })}
        </p>
      </div>
    </fieldset>
  );
}

function planOptionLabel(
  plan: OrderPlan,
  t: TFunction<'orders'>,
  tp: TFunction<'plans'>,
  culture: Culture,
): string {
  if (plan === 'perUser') return t('buy.plans.perUser');
  const tier = flatTierById(plan);
  const name = tp(`tiers.${plan}`);
  return tier.maxUsers === null
    ? t('buy.plans.flatOpen', { tier: name, min: formatCount(tier.minUsers, culture) })
    : t('buy.plans.flat', {
        tier: name,
        min: formatCount(tier.minUsers, culture),
        max: formatCount(tier.maxUsers, culture),
      });
}
