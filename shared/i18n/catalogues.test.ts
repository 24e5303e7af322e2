import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Culture, SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { NAMESPACES } from './namespaces.ts';

const LOCALES = path.join(import.meta.dirname, 'locales');

function read(culture: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALES, culture, `${namespace}.json`), 'utf8'));
}

/** Every leaf of a catalogue as "a.b.c" → text. */
function flatten(node: unknown, prefix = '', leaves = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') leaves.set(prefix, node);
  else if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) flatten(item, `${prefix}[${i}]`, leaves);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node))
      flatten(value, prefix ? `${prefix}.${key}` : key, leaves);
  }
  return leaves;
}

/** {{placeholders}}, <tags> for Trans and $t(nesting) must survive translation. */
function markers(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+\s*\/?>|\$t\([^)]*\)/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort();
}

/**
 * Values that es-ES or ca-ES deliberately write as en-GB does, each with its reason. Any other value equal to
 * its English one is an untranslated string. (Values without words, such as "{{code}} ({{symbol}})", need no
 * entry; the navbar's fixed "Newsletter" label is not in the catalogues.)
 */
interface Loan {
  reason: string;
  cultures: Culture[];
}

/** The same loan for several keys. */
const loans = (keys: string[], reason: string, cultures: Culture[] = ['es-ES', 'ca-ES']) =>
  Object.fromEntries(keys.map((key) => [key, { reason, cultures }]));

const LOANS: Record<string, Loan> = {
  ...loans(['common:siteName', 'email:layout.brand'], 'the product name'),
  ...loans(['email:leads.no', 'policies:cookies.used.no'], '"No" is the Spanish and the Catalan word too'),
  ...loans(['home:storiesPage.sector'], '"Sector" is the Spanish and the Catalan word too'),
  ...loans(
    ['home:whatIs.targets.azureFunctions.title'],
    'a Microsoft product name, untranslated by Microsoft',
  ),
  ...loans(['home:whatIs.targets.plugins.title'], 'the term Dynamics 365 itself uses in Spanish and Catalan'),
  ...loans(
    ['policies:cookies.used.columns.name'],
    '"cookie" is the word of Spanish law and of the AEPD guide (Catalan says "galeta")',
    ['es-ES'],
  ),
  ...loans(
    ['chrome', 'firefox', 'safari', 'edge'].map((browser) => `policies:browsers.${browser}`),
    'a browser name',
  ),
  ...loans(
    [
      'pricing:community.name',
      ...['boutique', 'team', 'large', 'business', 'enterprise', 'ultimate'].map(
        (tier) => `plans:tiers.${tier}`,
      ),
    ],
    'a plan name, as quotes and invoices write it',
  ),
  ...loans(
    ['email:order.fieldIban', 'email:order.fieldBic', 'email:proForma.taxIdNif'],
    'the acronym banks and the tax office print, followed by its value',
  ),
  ...loans(['email:order.fieldPlan'], '"Plan" is the Spanish word too', ['es-ES']),
  ...loans(
    ['business', 'enterprise', 'ultimate'].map((plan) => `licences:plans.${plan}`),
    'a plan name, as quotes and invoices write it',
  ),
  ...loans(['licences:licence.sku'], 'the term the licence key and the library use'),
  ...loans(['licences:orders.total'], '"Total" is the Spanish and the Catalan word too'),
  ...loans(['licences:orders.plan'], '"Plan" is the Spanish word too', ['es-ES']),
  ...loans(['orders:order.iban', 'orders:order.bic'], 'the banking acronyms, the same in every language'),
  ...loans(['orders:buy.planLabel'], '"Plan" is the Spanish word too', ['es-ES']),
  ...loans(['orders:order.documentsTitle'], '"Documents" is the Catalan word too', ['ca-ES']),
};

/** Whether a text has words at all once its placeholders and tags are left out. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/g, ''));

describe.each(NAMESPACES)('the %s catalogue', (namespace) => {
  const english = flatten(read('en-GB', namespace));

  test.each(SUPPORTED_CULTURES.filter((c) => c !== 'en-GB'))(
    'has the same keys in %s as in en-GB',
    (culture) => {
      const other = flatten(read(culture, namespace));
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  test.each(SUPPORTED_CULTURES.filter((c) => c !== 'en-GB'))(
    'keeps every placeholder and tag in %s',
    (culture) => {
      const other = flatten(read(culture, namespace));
      for (const [key, text] of english) {
        expect(markers(other.get(key) ?? ''), `${culture} ${namespace}:${key}`).toEqual(markers(text));
      }
    },
  );

  test.each(SUPPORTED_CULTURES.filter((c) => c !== 'en-GB'))(
    'translates every value in %s, but for the listed loans',
    (culture) => {
      const other = flatten(read(culture, namespace));
      const untranslated = [...english]
        .filter(([key, text]) => hasWords(text) && other.get(key) === text)
        .map(([key]) => `${namespace}:${key}`);
      const loans = Object.entries(LOANS)
        .filter(([key, loan]) => key.startsWith(`${namespace}:`) && loan.cultures.includes(culture))
        .map(([key]) => key);
      // Both ways: an untranslated value that is not a loan, and a loan that is no longer one, fail.
      expect(untranslated.sort()).toEqual(loans.sort());
    },
  );

  test.each([...SUPPORTED_CULTURES])('has no empty text in %s', (culture) => {
    for (const [key, text] of flatten(read(culture, namespace)))
      expect(text.trim(), `${culture} ${namespace}:${key}`).not.toBe('');
  });
});
