// The models the order, licence and operator endpoints answer with (shared/api/endpoints.ts). Amounts are
// integer cents of the order's currency; dates are ISO 8601 (`yyyy-mm-dd` for a calendar day).
import type { LicenceStatus } from '#shared/licensing/licence-status.ts';
import type { Sku } from '#shared/licensing/licence-terms.ts';
import type { CurrencyCode } from '#shared/pricing/currencies.ts';
import type { OrderLine, OrderPlan } from '#shared/pricing/order-price.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';
import type { VatTreatment } from '#shared/pricing/vat.ts';
import type { Organisation } from '#shared/validation/organisation.ts';

/** An order's price as the server computed it: the lines, VAT and the total. */
export interface OrderPricing {
  plan: OrderPlan;
  billing: BillingPeriod;
  currency: CurrencyCode;
  users: number;
  lines: OrderLine[];
  netCents: number;
  vat: VatTreatment;
  vatPercent: number;
  vatCents: number;
  totalCents: number;
  /** What the licence will carry: its SKU and the developers it allows. */
  sku: Sku;
  licensedUsers: number;
}

/**
 * POST /api/orders/preview: the price of a choice for the signed-in customer's organisation, before it is
 * placed. `organisation` is null until the customer has saved one (the order page asks for it first). VAT
 * depends on the organisation's country, so without one it cannot be known: the pricing then carries the
 * amounts before VAT with nothing added (vat 'notSubject', vatCents 0, totalCents = netCents), which the page
 * must not present as the total to pay; placing is refused until the organisation is saved.
 */
export interface OrderPreview {
  pricing: OrderPricing;
  organisation: Organisation | null;
}

export type OrderStatus = 'placed' | 'paid' | 'cancelled';

/** The account that receives transfers (PAYMENT_IBAN, PAYMENT_BIC, PAYMENT_BENEFICIARY); null while unset. */
export interface BankDetails {
  iban: string;
  bic: string;
  beneficiary: string;
}

/** An order as its customer sees it (My Account → Licences, the order page). */
export interface OrderSummary extends OrderPricing {
  /** The payment reference, which also names the order: FXE-XXXX-XXXX. */
  reference: string;
  status: OrderStatus;
  placedAt: string;
  /** The day the payment was received (set when the order is marked paid). */
  paidOn: string | null;
  cancelledAt: string | null;
  hasInvoice: boolean;
}

/** GET /api/orders/get: one order with what paying it needs. */
export interface OrderDetail extends OrderSummary {
  /** The organisation as it was when the order was placed: the documents print this. */
  organisation: Organisation;
  bank: BankDetails | null;
}

/** A licence as its customer sees it; the key itself only from POST /api/licences/key. */
export interface LicenceSummary {
  id: string;
  orderReference: string;
  plan: OrderPlan;
  billing: BillingPeriod;
  sku: Sku;
  users: number;
  /** The day the key stops working, at 00:00 UTC (the key's end date). */
  endDate: string;
  /** The last day it works: the day before endDate. */
  validThrough: string;
  status: LicenceStatus;
  customerId: string;
  issuedAt: string;
}

/** POST /api/licences/key: the key, or a request for the password when it was last given too long ago. */
export type LicenceKeyReply = { key: string } | { passwordRequired: true };

/** An action an operator took on an order (the console shows them on the order). */
export interface OperatorAction {
  at: string;
  operatorEmail: string;
  action: 'mark-paid' | 'cancel' | 'attach-invoice';
  /** What the action recorded: the date and amount received, the reason, the file name. */
  detail: Record<string, string | number | boolean>;
  /** The address it came from, truncated (as the security e-mails show it). */
  from: string;
}

/** An order in the console's list. */
export interface OperatorOrderSummary extends OrderSummary {
  organisationName: string;
  customerEmail: string;
}

/** GET /api/operator/orders/get: everything the console shows about an order. */
export interface OperatorOrderDetail extends OperatorOrderSummary {
  organisation: Organisation;
  /** The customer id the licence carries. */
  customerId: string;
  paidAmountCents: number | null;
  licence: Omit<LicenceSummary, 'orderReference'> | null;
  invoiceFileName: string | null;
  actions: OperatorAction[];
}
