import { createHash } from 'node:crypto';
import { isKeyCustomerId, SKUS, type Sku } from '#shared/licensing/licence-terms.ts';

/**
 * A FakeXrmEasy commercial licence key, made exactly as the library reads it (docs/product.md, Licences):
 * `B + H`, where B is the Base64 (standard alphabet, padded) of the UTF-8 text
 * `SKU-CustomerId-AutoRenews-NumberOfUsers-yyyyMMdd`, and H the MD5 of B's characters as 32 upper-case hex
 * digits. The library parses the fields back and checks H; H is a checksum, not a signature, so the key holds no
 * secret and needs none to be made. What it is worth is that the site issues it against a payment.
 */
export interface LicenceKeyFields {
  sku: Sku;
  /** Letters and digits only: a hyphen would shift the fields after it. */
  customerId: string;
  /** The library never checks the end date of a key that renews itself; the site issues none. */
  autoRenews: boolean;
  users: number;
  /** yyyy-mm-dd: the key stops at 00:00 UTC on this day. */
  endDate: string;
}

const HASH_LENGTH = 32;

function checksum(base64: string): string {
  return createHash('md5').update(base64, 'utf8').digest('hex').toUpperCase();
}

export function encodeLicenceKey(fields: LicenceKeyFields): string {
  if (!isKeyCustomerId(fields.customerId)) throw new RangeError('A customer id is letters and digits only');
  if (!Number.isSafeInteger(fields.users) || fields.users < 1) throw new RangeError('Not a number of users');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.endDate)) throw new RangeError('Not a yyyy-mm-dd end date');
  const text = [
    fields.sku,
    fields.customerId,
    fields.autoRenews ? '1' : '0',
    String(fields.users),
    fields.endDate.replaceAll('-', ''),
  ].join('-');
  const body = Buffer.from(text, 'utf8').toString('base64');
  return body + checksum(body);
}

/**
 * The fields of a key, read as the library reads them, or null where the library would throw
 * InvalidLicenseKeyException (a wrong or lower-case checksum, a field it cannot parse). Stricter in one way:
 * a SKU must be written by name, as the site writes it.
 */
export function decodeLicenceKey(key: string): LicenceKeyFields | null {
  if (key.length <= HASH_LENGTH) return null;
  const body = key.slice(0, -HASH_LENGTH);
  if (key.slice(-HASH_LENGTH) !== checksum(body)) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  const [sku, customerId, autoRenews, users, end] = Buffer.from(body, 'base64').toString('utf8').split('-');
  if (!sku || !(SKUS as readonly string[]).includes(sku)) return null;
  if (customerId === undefined || autoRenews === undefined || !users || !end) return null;
  if (!/^-?\d+$/.test(users) || !/^\d{8}$/.test(end)) return null;
  const endDate = `${end.slice(0, 4)}-${end.slice(4, 6)}-${end.slice(6)}`;
  const parsed = new Date(`${endDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== endDate) return null;
  return { sku: sku as Sku, customerId, autoRenews: autoRenews === '1', users: Number(users), endDate };
}
