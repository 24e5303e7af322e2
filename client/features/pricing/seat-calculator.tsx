import { useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { Link } from '#client/lib/navigation.tsx';
import type { Culture } from '#shared/cultures.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import { formatCount, formatPrice } from '#shared/pricing/format-price.ts';
import { orderPath } from '#shared/pricing/order-link.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';
import { quotePath } from '#shared/pricing/quote-link.ts';
import { planOf, quoteSeats } from '#shared/pricing/seat-calculator.ts';
import { MAX_CALCULATOR_USERS, parseSeatCount } from '#shared/pricing/seat-count.ts';
import { CopyLinkButton } from './copy-link-button.tsx';

/**
 * The seat calculator: a number of users in, the cheapest way to license them out (docs/product.md, Seat
 * calculator): per-user pricing, or in the annual plan from 16 users the flat tier covering the team when it
 * costs less, with the other option and the difference beside it, and the per-user breakdown.
 * All arithmetic is in shared/pricing; this only reads the field and shows the result. The number of users is
 * the page's (its URL's): a valid count typed here goes up to it, and a count the URL brings comes down here.
 */
export function SeatCalculator({
  billing,
  currency,
  users,
  culture,
  onUsersChange,
}: {
  billing: BillingPeriod;
  currency: CurrencyCode;
  users: number;
  culture: Culture;
  onUsersChange: (users: number) => void;
}) {
  const { t } = useTranslation(['pricing', 'plans']);
  const [input, setInput] = useState(String(users));
  // A count from the URL (on hydration, or a link) replaces the field before it is painted, unless the field
  // already says it ("012").
  useLayoutEffect(() => {
    setInput((typed) => {
      const current = parseSeatCount(typed);
      return current.ok && current.users === users ? typed : String(users);
    });
  }, [users]);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const seatCount = parseSeatCount(input);
  const price = (amount: number) => formatPrice(amount, currency, culture);
  const max = formatCount(MAX_CALCULATOR_USERS, culture);

  return (
    <div className="seat-calculator card">
      <div className="card-body">
        <div className="row g-4">
          <div className="col-md-5">
            <label className="form-label fw-semibold" htmlFor={inputId}>
              {t('calculator.usersLabel')}
            </label>
            <input
              id={inputId}
              className={`form-control form-control-lg${seatCount.ok ? '' : ' is-invalid'}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={input}
              aria-invalid={seatCount.ok ? undefined : true}
              aria-describedby={seatCount.ok ? hintId : `${errorId} ${hintId}`}
              onChange={(event) => {
                setInput(event.target.value);
                const typed = parseSeatCount(event.target.value);
                if (typed.ok) onUsersChange(typed.users);
              }}
            />
            {seatCount.ok ? null : (
              // An alert, so the reason is heard where the total it replaces would have been announced.
              <p id={errorId} role="alert" className="invalid-feedback d-block mb-0">
                {t(`plans:calculator.errors.${seatCount.error}`, { max })}
              </p>
            )}
            <p id={hintId} className="form-text mb-0">
              {t('calculator.usersHint', { max })}
            </p>
          </div>
          <div className="col-md-7">
            {/* Announced as the visitor types; the breakdown below it is there to read, not to hear on every key. */}
            <div aria-live="polite" aria-atomic="true">
              {seatCount.ok ? (
                <CalculatorTotal
                  users={seatCount.users}
                  billing={billing}
                  currency={currency}
                  price={price}
                  culture={culture}
                />
              ) : null}
            </div>
            {seatCount.ok ? (
              <CalculatorBreakdown
                users={seatCount.users}
                billing={billing}
                currency={currency}
                price={price}
                culture={culture}
              />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

interface ResultProps {
  users: number;
  billing: BillingPeriod;
  currency: CurrencyCode;
  culture: Culture;
  price: (amount: number) => string;
}

/** The headline is the cheapest way to license the team; the other way, when there is one, sits beside it. */
function CalculatorTotal({ users, billing, currency, price }: ResultProps) {
  const { t } = useTranslation(['pricing', 'plans']);
  const { best, alternative } = quoteSeats(users, billing, currency);
  const total = price(best.total);
  const bestName =
    best.option.kind === 'flat'
      ? t('calculator.option.flat', { tier: t(`plans:tiers.${best.option.tier.id}`) })
      : t('calculator.option.perUser');
  return (
    <div className="seat-calculator-result">
      <p className="seat-calculator-best mb-0">{t('calculator.cheapest', { option: bestName })}</p>
      <p className="seat-calculator-total mb-0">
        {billing === 'annual'
          ? t('calculator.totalAnnual', { total })
          : t('calculator.totalMonthly', { total })}
      </p>
      <p className="text-body-secondary small">{t('vat')}</p>
      {alternative ? (
        <p className="seat-calculator-other">
          {alternative.option.kind === 'flat'
            ? t(alternative.difference === 0 ? 'calculator.other.flatSame' : 'calculator.other.flat', {
                tier: t(`plans:tiers.${alternative.option.tier.id}`),
                total: price(alternative.total),
                difference: price(alternative.difference),
              })
            : t('calculator.other.perUser', {
                total: price(alternative.total),
                difference: price(alternative.difference),
              })}
        </p>
      ) : null}
    </div>
  );
}

function CalculatorBreakdown({ users, billing, currency, culture, price }: ResultProps) {
  const { t } = useTranslation(['pricing', 'plans']);
  const quote = quoteSeats(users, billing, currency);
  return (
    <>
      <h3 className="h6 mt-3">{t('calculator.breakdown')}</h3>
      <ul className="seat-calculator-lines">
        {quote.perUser.lines.map((line) => (
          <li key={line.tier.id}>
            <span>
              {t('plans:calculator.line', {
                users: formatCount(line.users, culture),
                tier: t(`plans:tiers.${line.tier.id}`),
                price: price(line.unitPrice),
              })}
            </span>
            <span className="seat-calculator-subtotal">{price(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      {/* The cheapest option for the count typed: what "Buy" orders, and what the quote names. */}
      <div className="d-flex flex-wrap gap-2">
        <Link
          className="btn btn-primary"
          to={orderPath({ users, billing, currency, plan: planOf(quote.best.option) })}
        >
          {t('calculator.buy', { users: formatCount(users, culture) })}
        </Link>
        <Link
          className="btn btn-outline-primary"
          to={quotePath({ users, billing, currency, plan: planOf(quote.best.option) })}
        >
          {t('calculator.requestQuote')}
        </Link>
        <CopyLinkButton choice={{ users, billing, currency }} />
      </div>
    </>
  );
}
