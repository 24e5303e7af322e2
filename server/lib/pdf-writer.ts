import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * A tiny document writer on top of pdf-lib: A4 pages, headings, wrapped paragraphs, bullet lists, key
 * figures, tables of amounts, page numbers, and document metadata. Enough for short, plain, printable
 * documents: the research study and the policy (scripts/generate-pdfs.ts), an order's pro-forma
 * (server/routes/api/orders/pro-forma.ts). The standard Helvetica fonts write WinAnsi (Latin-1 and €, ·, ’);
 * any other character is written without its accent, or as "?", rather than failing the document.
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 60;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.35, 0.38, 0.45);
const BRAND = rgb(0.216, 0.188, 0.639);

/** Latin letters that are not an accented form of another, so Unicode cannot take an accent off them. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L·',
  ŀ: 'l·',
  Ŧ: 'T',
  ŧ: 't',
};

export interface DocumentInfo {
  title: string;
  subject: string;
  keywords: string[];
  language: string;
  /** A fixed date keeps the generated file identical from one run to the next. */
  date: Date;
  /** What made it, for the document's metadata. */
  creator?: string;
  /** The footer's page numbering in the document's language; "Page 1 of 2" unless given. */
  pageLabel?: (page: number, pages: number) => string;
}

export class PdfWriter {
  private readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly info: DocumentInfo;
  private page!: PDFPage;
  private y = 0;

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, info: DocumentInfo) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.info = info;
  }

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(info.title, { showInWindowTitleBar: true });
    doc.setSubject(info.subject);
    doc.setKeywords(info.keywords);
    doc.setAuthor('DynamicsValue');
    doc.setCreator(info.creator ?? 'FakeXrmEasy website (scripts/generate-pdfs.ts)');
    doc.setProducer('pdf-lib');
    doc.setLanguage(info.language);
    doc.setCreationDate(info.date);
    doc.setModificationDate(info.date);
    const writer = new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      info,
    );
    writer.newPage();
    return writer;
  }

  private get width() {
    return A4[0] - 2 * MARGIN;
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  /**
   * The text with what the font cannot write replaced: an accent dropped (ő → o, ż → z), a letter that has no
   * accent to drop by its plain form (ł → l), anything else "?".
   */
  private printable(text: string, font: PDFFont): string {
    const known = new Set(font.getCharacterSet());
    return Array.from(text, (char) => {
      if (known.has(char.codePointAt(0) ?? 0) || char === ' ') return char;
      const bare = (PLAIN_LETTERS[char] ?? char).normalize('NFD').replace(/\p{M}/gu, '');
      return bare !== '' && Array.from(bare).every((c) => known.has(c.codePointAt(0) ?? 0)) ? bare : '?';
    }).join('');
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(text, font).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  private write(
    text: string,
    options: { font?: PDFFont; size?: number; indent?: number; color?: typeof INK; gap?: number },
  ) {
    const font = options.font ?? this.regular;
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    const leading = size * 1.45;
    for (const line of this.lines(text, font, size, this.width - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? size * 0.7;
  }

  title(text: string, subtitle: string) {
    this.page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: BRAND });
    this.write(text, { font: this.bold, size: 22, gap: 4 });
    this.write(subtitle, { size: 12, color: MUTED, gap: 18 });
  }

  heading(text: string) {
    this.ensure(60);
    this.y -= 6;
    this.write(text, { font: this.bold, size: 13.5, color: BRAND, gap: 4 });
  }

  paragraph(text: string) {
    this.write(text, {});
  }

  note(text: string) {
    this.write(text, { size: 9, color: MUTED });
  }

  bullets(items: string[]) {
    for (const item of items) {
      this.ensure(16);
      this.page.drawText('•', {
        x: MARGIN + 4,
        y: this.y - 10.5 * 1.45,
        size: 10.5,
        font: this.regular,
        color: BRAND,
      });
      this.write(item, { indent: 16, gap: 3 });
    }
    this.y -= 6;
  }

  /** Big numbers side by side, each with a caption under it. */
  figures(items: Array<{ value: string; caption: string }>) {
    const gap = 16;
    const boxWidth = (this.width - gap * (items.length - 1)) / items.length;
    const height = 96;
    this.ensure(height + 10);
    items.forEach((item, index) => {
      const x = MARGIN + index * (boxWidth + gap);
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: boxWidth,
        height,
        color: rgb(0.93, 0.94, 0.99),
      });
      this.page.drawText(item.value, { x: x + 14, y: this.y - 44, size: 32, font: this.bold, color: BRAND });
      this.lines(item.caption, this.regular, 10, boxWidth - 28).forEach((line, i) => {
        this.page.drawText(line, {
          x: x + 14,
          y: this.y - 64 - i * 13,
          size: 10,
          font: this.regular,
          color: INK,
        });
      });
    });
    this.y -= height + 16;
  }

  /**
   * Rows of a description and an amount, the amount right-aligned in its column, with an optional header row
   * and rows in bold (a total); a rule above each bold row.
   */
  table(
    rows: Array<{ label: string; value: string; strong?: boolean }>,
    header?: { label: string; value: string },
  ) {
    const size = 10.5;
    const leading = size * 1.6;
    const valueWidth = 130;
    const labelWidth = this.width - valueWidth - 12;
    const right = MARGIN + this.width;
    const row = (label: string, value: string, font: PDFFont, color = INK) => {
      const labelLines = this.lines(label, font, size, labelWidth);
      this.ensure(leading * labelLines.length);
      const printed = this.printable(value, font);
      labelLines.forEach((line, index) => {
        this.y -= leading;
        this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
        if (index === 0)
          this.page.drawText(printed, {
            x: right - font.widthOfTextAtSize(printed, size),
            y: this.y,
            size,
            font,
            color,
          });
      });
    };
    const rule = () =>
      this.page.drawLine({
        start: { x: MARGIN, y: this.y - 5 },
        end: { x: right, y: this.y - 5 },
        thickness: 0.6,
        color: MUTED,
      });
    if (header) {
      row(header.label, header.value, this.bold, MUTED);
      rule();
    }
    for (const item of rows) {
      if (item.strong) rule();
      row(item.label, item.value, item.strong ? this.bold : this.regular);
    }
    this.y -= 12;
  }

  /**
   * Blocks side by side, each a heading and its lines (a document's seller and buyer), in columns of equal
   * width; the writer goes on below the longest.
   */
  columns(blocks: Array<{ heading: string; lines: string[]; boldFirst?: boolean }>) {
    const gap = 24;
    const width = (this.width - gap * (blocks.length - 1)) / blocks.length;
    const size = 10.5;
    const leading = size * 1.45;
    const laidOut = blocks.map((block) => ({
      heading: this.lines(block.heading, this.bold, 13.5, width),
      lines: block.lines.map((line, index) => {
        const font = block.boldFirst && index === 0 ? this.bold : this.regular;
        return { font, parts: this.lines(line, font, size, width) };
      }),
    }));
    const height = Math.max(
      ...laidOut.map(
        (block) =>
          block.heading.length * 13.5 * 1.45 +
          4 +
          block.lines.reduce((sum, line) => sum + line.parts.length, 0) * leading,
      ),
    );
    this.ensure(height + 6);
    const top = this.y - 6;
    laidOut.forEach((block, index) => {
      const x = MARGIN + index * (width + gap);
      let y = top;
      for (const line of block.heading) {
        y -= 13.5 * 1.45;
        this.page.drawText(line, { x, y, size: 13.5, font: this.bold, color: BRAND });
      }
      y -= 4;
      for (const { font, parts } of block.lines)
        for (const part of parts) {
          y -= leading;
          this.page.drawText(part, { x, y, size, font, color: INK });
        }
    });
    this.y = top - height - 12;
  }

  /** Lines kept together with no gap between them (an address, a bank account). */
  block(lines: string[], options: { bold?: boolean } = {}) {
    lines.forEach((line, index) => {
      this.write(line, {
        font: options.bold && index === 0 ? this.bold : this.regular,
        gap: index === lines.length - 1 ? 10 : 1,
      });
    });
  }

  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const pageLabel = this.info.pageLabel ?? ((page: number, total: number) => `Page ${page} of ${total}`);
    pages.forEach((page, index) => {
      const footer = this.printable(
        `${this.info.title} · ${pageLabel(index + 1, pages.length)}`,
        this.regular,
      );
      page.drawText(footer, { x: MARGIN, y: MARGIN - 24, size: 8, font: this.regular, color: MUTED });
    });
    return this.doc.save({ useObjectStreams: false });
  }
}
