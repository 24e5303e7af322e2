import type { Config } from '#server/config.ts';
import type { BankDetails } from '#shared/api/order-models.ts';

/**
 * The account customers pay into (PAYMENT_IBAN, PAYMENT_BIC, PAYMENT_BENEFICIARY), or null while any is unset:
 * then the order page, its e-mail and its pro-forma say to ask sales rather than show half an account.
 */
export function bankDetailsOf(
  config: Pick<Config, 'PAYMENT_IBAN' | 'PAYMENT_BIC' | 'PAYMENT_BENEFICIARY'>,
): BankDetails | null {
  const { PAYMENT_IBAN: iban, PAYMENT_BIC: bic, PAYMENT_BENEFICIARY: beneficiary } = config;
  if (!iban || !bic || !beneficiary) return null;
  return { iban, bic, beneficiary };
}

const PAYMENT_VARIABLES = ['PAYMENT_IBAN', 'PAYMENT_BIC', 'PAYMENT_BENEFICIARY'] as const;

/**
 * What the start-up log says while the bank account is incomplete (docs/operations.md, Orders), as it does
 * for the legal notice; null when all three are set.
 */
export function bankDetailsWarning(
  config: Partial<Record<(typeof PAYMENT_VARIABLES)[number], string>>,
): string | null {
  const missing = PAYMENT_VARIABLES.filter((variable) => !config[variable]);
  if (missing.length === 0) return null;
  return (
    `Orders cannot be paid by transfer: set ${missing.join(', ')} (see .env.example). Until then the order ` +
    'page, its e-mail and its pro-forma tell customers to ask sales for the bank details.'
  );
}
