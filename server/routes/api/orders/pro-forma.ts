import type { i18n } from 'i18next';
import { translatorFor } from '#server/i18n.ts';
import { PdfWriter } from '#server/lib/pdf-writer.ts';
import { amountRows, orderFacts, transferLines, vatNote } from '#server/mail/order-wording.ts';
import { countryName } from '#server/routes/api/countries/countries.ts';
import type { BankDetails, OrderSummary } from '#shared/api/order-models.ts';
import type { Culture } from '#shared/cultures.ts';
import { formatLongDate } from '#shared/formatting/dates.ts';
import type { LegalEntity } from '#shared/legal-entity.ts';
import type { Organisation } from '#shared/validation/organisation.ts';

export interface ProFormaInput {
  order: OrderSummary;
  /** The organisation as it was when the order was placed. */
  buyer: Organisation;
  seller: LegalEntity;
  bank: BankDetails | null;
  salesEmail: string;
  /** The order's culture: the customer's when they placed it. */
  culture: Culture;
}

/**
 * An order as a pro-forma PDF (docs/product.md, Orders): titled so, saying plainly that it is not an invoice
 * (the invoice is accounting's, attached once paid), with the seller, the buyer and its tax identifier as the order
 * recorded them, the lines, VAT or the legal mention that replaces it, the total, and how to pay. Its date is the
 * order's, so the same order always gives the same document.
 */
export async function proFormaPdf(
  i18n: i18n,
  input: ProFormaInput,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { order, buyer, seller, culture } = input;
  const t = translatorFor(i18n, culture);
  const title = t('email:proForma.title', { reference: order.reference });
  const pdf = await PdfWriter.create({
    title,
    subject: t('email:proForma.notAnInvoice'),
    keywords: ['FakeXrmEasy', order.reference, order.sku],
    language: culture,
    date: new Date(order.placedAt),
    creator: 'FakeXrmEasy website (server/routes/api/orders/pro-forma.ts)',
    pageLabel: (page, pages) => `${page}/${pages}`,
  });
  pdf.title(title, t('email:proForma.date', { value: formatLongDate(order.placedAt.slice(0, 10), culture) }));
  pdf.paragraph(t('email:proForma.notAnInvoice'));

  pdf.columns([
    {
      heading: t('email:proForma.seller'),
      boldFirst: true,
      lines: [
        seller.name,
        seller.address,
        ...(seller.taxId ? [t('email:proForma.taxIdNif', { value: seller.taxId })] : []),
        seller.email,
      ],
    },
    {
      heading: t('email:proForma.buyer'),
      boldFirst: true,
      lines: [
        buyer.companyName,
        buyer.addressLine1,
        ...(buyer.addressLine2 ? [buyer.addressLine2] : []),
        `${buyer.postCode} ${buyer.city}`,
        countryName(buyer.country, culture),
        ...(buyer.cif ? [t('email:proForma.taxIdCif', { value: buyer.cif })] : []),
        ...(buyer.vatNumber ? [t('email:proForma.taxIdVat', { value: buyer.vatNumber })] : []),
      ],
    },
  ]);

  pdf.heading(t('email:proForma.order'));
  pdf.block(orderFacts(t, order, culture));
  pdf.table(amountRows(t, order, culture), {
    label: t('email:proForma.description'),
    value: t('email:proForma.amount'),
  });
  const note = vatNote(t, order);
  if (note) pdf.note(note);
  pdf.note(t('email:proForma.licence', { sku: order.sku, users: order.licensedUsers }));

  pdf.heading(t('email:proForma.payment'));
  pdf.block(transferLines(t, input.bank, order.reference, input.salesEmail));

  return {
    fileName: t('email:proForma.fileName', { reference: order.reference }),
    bytes: await pdf.save(),
  };
}
