import { expect, test } from 'vitest';
import { pdfText } from '#server/test/order-test-support.ts';
import { PdfWriter } from './pdf-writer.ts';

const INFO = {
  title: 'Test',
  subject: 'A test document',
  keywords: ['test'],
  language: 'pl-PL',
  date: new Date('2026-11-28T10:00:00Z'),
};

test('a name the standard fonts cannot write is written without its accents rather than failing', async () => {
  const pdf = await PdfWriter.create({ ...INFO, pageLabel: (page, pages) => `Strona ${page} z ${pages}` });
  pdf.paragraph('Łódź Żółw Spółka z o.o., Đakovo, Ħamrun, Ørsted, Straße, Nuñez, Col·legi, 東京');
  pdf.columns([
    { heading: 'Seller', lines: ['Dynamics Value, S.L.'] },
    { heading: 'Buyer', lines: ['Przedsiębiorstwo Łąka'] },
  ]);
  pdf.table([
    { label: 'Line', value: '1.260 €' },
    { label: 'Total', value: '£5,220', strong: true },
  ]);
  const text = pdfText(await pdf.save());
  expect(text).toContain('Lódz Zólw Spólka z o.o., Dakovo, Hamrun, Ørsted, Straße, Nuñez, Col·legi, ??');
  expect(text).toContain('Przedsiebiorstwo Laka');
  expect(text).toEqual(expect.arrayContaining(['1.260 €', '£5,220', 'Test · Strona 1 z 1']));
});

test('the same content on the same date makes the same bytes', async () => {
  const make = async () => {
    const pdf = await PdfWriter.create(INFO);
    pdf.title('Title', 'Subtitle');
    pdf.table([{ label: 'A', value: '€1' }]);
    return pdf.save();
  };
  expect(Buffer.compare(Buffer.from(await make()), Buffer.from(await make()))).toBe(0);
});
