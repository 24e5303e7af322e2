import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import caES from '#shared/i18n/locales/ca-ES/validation.json' with { type: 'json' };
import enGB from '#shared/i18n/locales/en-GB/validation.json' with { type: 'json' };
import esES from '#shared/i18n/locales/es-ES/validation.json' with { type: 'json' };
import { CONTACT_MESSAGE_MAX_LENGTH, ContactFormSchema, ContactRequestSchema } from './contact.ts';
import { toContactRequest } from './contact-form.ts';
import { NewsletterFormSchema, NewsletterRequestSchema } from './newsletter.ts';
import { toNewsletterRequest } from './newsletter-form.ts';
import { QuoteFormSchema, QuoteRequestSchema } from './quote.ts';
import { quotePrefill, toQuoteRequest } from './quote-form.ts';
import { WhitePaperFormSchema, WhitePaperRequestSchema } from './white-paper.ts';
import { toWhitePaperRequest } from './white-paper-form.ts';

/** The message of the issue on one field, or undefined when that field is valid. */
function messageFor(schema: z.ZodType, value: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const CATALOGUES = { 'en-GB': enGB, 'es-ES': esES, 'ca-ES': caES };

const CONTACT = {
  firstName: 'Ana',
  email: 'ana@example.com',
  message: 'Hello',
  optOut: false,
  consent: true,
};

describe('the contact form', () => {
  test.each([
    ['email', '', 'email.mandatory'],
    ['email', '   ', 'email.mandatory'],
    ['email', 'ana', 'email.invalidFormat'],
    ['email', 'ana@example', 'email.invalidFormat'],
    ['email', 'ana @example.com', 'email.invalidFormat'],
    ['email', 'ana@example.com', undefined],
    ['firstName', '', 'contact.firstNameMandatory'],
    ['firstName', '   ', 'contact.firstNameMandatory'],
    ['firstName', 'x'.repeat(101), 'contact.firstNameNotValid'],
    ['firstName', ` ${'x'.repeat(100)} `, undefined],
    ['message', '', 'contact.messageMandatory'],
    ['message', '  \n\t ', 'contact.messageNotValid'],
    ['consent', false, 'contact.consentMandatory'],
    ['consent', true, undefined],
    ['optOut', true, undefined],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(ContactFormSchema, { ...CONTACT, [field]: value }, field)).toBe(message);
  });

  test('the message takes at most 10,000 characters once trimmed', () => {
    const withMessage = (message: string) =>
      messageFor(ContactFormSchema, { ...CONTACT, message }, 'message');
    expect(withMessage(` ${'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH)} \n`)).toBeUndefined();
    expect(withMessage('x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1))).toBe('contact.messageTooLong');
    expect(withMessage('x'.repeat(1_000_000))).toBe('contact.messageTooLong');
    const request = { email: 'ana@example.com', firstName: 'Ana', allowEmails: true };
    expect(messageFor(ContactRequestSchema, { ...request, message: 'x'.repeat(10_001) }, 'message')).toBe(
      'contact.messageTooLong',
    );
  });

  test.each(SUPPORTED_CULTURES)('the %s message names the limit as the code has it', (culture) => {
    const catalogue = CATALOGUES[culture] as { contact: { messageTooLong: string } };
    expect(catalogue.contact.messageTooLong).toContain(CONTACT_MESSAGE_MAX_LENGTH.toLocaleString(culture));
  });

  test('the request carries the same rules', () => {
    const request = { email: 'ana@example.com', firstName: 'Ana', message: 'Hi', allowEmails: true };
    expect(messageFor(ContactRequestSchema, { ...request, firstName: '' }, 'firstName')).toBe(
      'contact.firstNameMandatory',
    );
    expect(messageFor(ContactRequestSchema, { ...request, message: ' ' }, 'message')).toBe(
      'contact.messageNotValid',
    );
    expect(ContactRequestSchema.safeParse(request).success).toBe(true);
  });

  test('the opt-out is worded negatively: allowEmails is true only when it is not ticked', () => {
    const optedIn = toContactRequest(ContactFormSchema.parse({ ...CONTACT, optOut: false }));
    const optedOut = toContactRequest(ContactFormSchema.parse({ ...CONTACT, optOut: true }));
    expect(optedIn.allowEmails).toBe(true);
    expect(optedOut.allowEmails).toBe(false);
    expect(optedIn).toEqual({
      email: 'ana@example.com',
      firstName: 'Ana',
      message: 'Hello',
      allowEmails: true,
    });
  });

  test('values are trimmed and the e-mail lowercased', () => {
    const request = toContactRequest(
      ContactFormSchema.parse({
        ...CONTACT,
        firstName: ' Ana ',
        email: ' Ana@Example.COM ',
        message: ' Hi ',
      }),
    );
    expect(request).toMatchObject({ firstName: 'Ana', email: 'ana@example.com', message: 'Hi' });
  });
});

describe('the newsletter and white paper forms', () => {
  test.each([[NewsletterFormSchema], [WhitePaperFormSchema]])('%# e-mail and consent', (schema) => {
    expect(messageFor(schema, { email: '', consent: true }, 'email')).toBe('email.mandatory');
    expect(messageFor(schema, { email: 'x@y', consent: true }, 'email')).toBe('email.invalidFormat');
    expect(messageFor(schema, { email: 'x@y.co', consent: false }, 'consent')).toBe('consentMandatory');
    expect(schema.safeParse({ email: 'x@y.co', consent: true }).success).toBe(true);
  });

  test('the newsletter sends only the e-mail', () => {
    expect(toNewsletterRequest(NewsletterFormSchema.parse({ email: 'X@Y.co', consent: true }))).toEqual({
      email: 'x@y.co',
    });
    expect(messageFor(NewsletterRequestSchema, { email: ' ' }, 'email')).toBe('email.mandatory');
  });

  test('the white paper sends allowEmails true, and the server refuses false with the consent message', () => {
    expect(toWhitePaperRequest(WhitePaperFormSchema.parse({ email: 'x@y.co', consent: true }))).toEqual({
      email: 'x@y.co',
      allowEmails: true,
    });
    expect(messageFor(WhitePaperRequestSchema, { email: 'x@y.co', allowEmails: false }, 'allowEmails')).toBe(
      'consentMandatory',
    );
  });
});

const QUOTE = {
  company: 'Contoso',
  email: 'buyer@contoso.example',
  users: '13',
  billing: 'monthly',
  currency: 'EUR',
  message: '',
  consent: true,
};

describe('the quote form', () => {
  test.each([
    ['company', ' ', 'generic.mandatory?label=labels.companyName'],
    ['company', 'x'.repeat(201), 'generic.notValid?label=labels.companyName'],
    ['email', '', 'email.mandatory'],
    ['email', 'buyer', 'email.invalidFormat'],
    ['users', '', 'generic.mandatory?label=labels.users'],
    ['users', '0', 'generic.notValid?label=labels.users'],
    ['users', '-3', 'generic.notValid?label=labels.users'],
    ['users', '2.5', 'generic.notValid?label=labels.users'],
    ['users', 'ten', 'generic.notValid?label=labels.users'],
    ['users', '10001', 'generic.notValid?label=labels.users'],
    ['users', ' 10000 ', undefined],
    ['users', '1', undefined],
    ['billing', 'weekly', 'generic.notValid?label=labels.billing'],
    ['billing', 'annual', undefined],
    ['currency', 'JPY', 'generic.notValid?label=labels.currency'],
    ['currency', 'AUD', undefined],
    ['message', 'x'.repeat(4001), 'generic.notValid?label=labels.message'],
    ['message', 'x'.repeat(4000), undefined],
    ['consent', false, 'consentMandatory'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(QuoteFormSchema, { ...QUOTE, [field]: value }, field)).toBe(message);
  });

  test('the form turns the number of users into a number for the request', () => {
    const request = toQuoteRequest(QuoteFormSchema.parse(QUOTE));
    expect(request.users).toBe(13);
    expect(QuoteRequestSchema.safeParse(request).success).toBe(true);
    expect(messageFor(QuoteRequestSchema, { ...request, users: 1.5 }, 'users')).toBe(
      'generic.notValid?label=labels.users',
    );
  });

  test.each([
    ['?users=13&billing=annual&currency=GBP', { users: '13', billing: 'annual', currency: 'GBP' }],
    ['users=46&billing=monthly&currency=aud', { users: '46', billing: 'monthly', currency: 'AUD' }],
    ['?users=013', { users: '13' }],
    ['?users=0&billing=weekly&currency=JPY', {}],
    ['?users=12.5', {}],
    ['?users=99999', {}],
    ['', {}],
  ])('the calculator link %j pre-fills %j', (search, expected) => {
    expect(quotePrefill(search)).toEqual(expected);
  });
});
