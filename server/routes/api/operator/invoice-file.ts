/** The largest invoice the console takes (docs/product.md, Operator console). */
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');

/**
 * Whether the bytes are a PDF, by what the file says rather than its name or the type the browser claimed: it
 * starts with the PDF header, and its end-of-file marker is in the last kilobyte (ISO 32000-1, 7.5.5, allows
 * some bytes after it).
 */
export function isPdf(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < PDF_HEADER.length + PDF_END.length) return false;
  if (!buffer.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return false;
  return buffer.subarray(Math.max(0, buffer.length - 1024)).includes(PDF_END);
}

const MAX_NAME_LENGTH = 120;

/**
 * The name the invoice is kept and downloaded under: the X-File-Name header (URI-encoded), reduced to a plain
 * file name (no folders, no control characters, at most 120 characters, ending in .pdf), or
 * invoice-<reference>.pdf when there is nothing usable.
 */
export function invoiceFileName(header: string | string[] | undefined, reference: string): string {
  const fallback = `invoice-${reference}.pdf`;
  if (typeof header !== 'string' || header === '') return fallback;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    return fallback;
  }
  name = (name.split(/[\\/]/).at(-1) ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = name
    .replace(/\.pdf$/i, '')
    .replace(/^\.+/, '')
    .trim();
  if (stem === '') return fallback;
  return `${[...stem].slice(0, MAX_NAME_LENGTH - 4).join('')}.pdf`;
}
