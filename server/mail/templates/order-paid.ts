import { renderEmail } from '#server/mail/layout.ts';
import { AUTO_GENERATED, type EmailTemplate } from '#server/mail/template.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import type { BillingPeriod } from '#shared/pricing/plans.ts';

/** The licence's tier as its SKU names it (shared/licensing/licence-terms.ts). */
export type LicenceTier = 'boutique' | 'team' | 'large' | 'business' | 'enterprise' | 'ultimate';

export interface OrderPaidData {
  reference: string;
  tier: LicenceTier;
  billing: BillingPeriod;
  developers: number;
  /** yyyy-mm-dd: the last day the key works. */
  validThrough: string;
  /** My Account → Licences, in the order's culture. */
  licencesUrl: string;
}

/**
 * To the customer who placed the order, in the order's culture, once an operator has marked it paid
 * (docs/product.md, Orders): the licence is issued, what it covers, and where to find it. Never the key itself:
 * an e-mail is read in too many places; the account shows it after the password (docs/product.md, Licences).
 */
export const orderPaidTemplate: EmailTemplate<OrderPaidData> = {
  name: 'order-paid',
  limitPerRecipient: false,
  render(t, culture, data) {
    const rendered = renderEmail(t, culture, {
      preheader: t('email:orderPaid.preheader', { reference: data.reference }),
      heading: t('email:orderPaid.heading'),
      paragraphs: [
        t('email:orderPaid.received', { reference: data.reference }),
        t('email:orderPaid.plan', {
          plan: t(`plans:tiers.${data.tier}`),
          billing: t(`email:orderPaid.billing.${data.billing}`),
        }),
        t('email:orderPaid.developers', { count: data.developers }),
        t('email:orderPaid.validThrough', { date: formatLongDate(data.validThrough, culture) }),
        t('email:orderPaid.keyInAccount'),
      ],
      action: { label: t('email:orderPaid.action'), url: data.licencesUrl },
    });
    return {
      subject: t('email:orderPaid.subject', { reference: data.reference }),
      ...rendered,
      headers: AUTO_GENERATED,
    };
  },
  sample: {
    reference: 'FXE-7K3M-Q9TZ',
    tier: 'team',
    billing: 'annual',
    developers: 8,
    validThrough: '2027-01-14',
    licencesUrl: 'http://localhost:3000/account/licences',
  },
};
