import type { FastifyInstance } from 'fastify';
import type { i18n } from 'i18next';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { composeEmail } from '#server/mail/compose.ts';
import type { OutgoingEmail } from '#server/mail/outbox.ts';
import type { EmailTemplate } from '#server/mail/template.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { PATHS } from '#shared/paths.ts';
import { RETURN_PARAMETER } from '#shared/return-path.ts';

/** The links account e-mails carry, on PUBLIC_URL, to the pages in the recipient's culture. */
export function accountLinks(publicUrl: string, culture: Culture) {
  const url = (path: string, query?: Record<string, string>) =>
    localisedUrl(publicUrl, `${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`, culture);
  return {
    signIn: url(PATHS.signIn),
    forgotPassword: url(PATHS.forgotPassword),
    security: url(PATHS.security),
    /** With the page sign-in brings the new account back to, when sign-up was asked from an order. */
    confirmEmail: (userId: string, code: string, returnTo?: string) =>
      url(PATHS.confirmEmail, { userId, code, ...(returnTo ? { [RETURN_PARAMETER]: returnTo } : {}) }),
    resetPassword: (token: string) => url(PATHS.resetPassword, { token }),
    confirmEmailChange: (token: string) => url(PATHS.confirmEmailChange, { token }),
    undoEmailChange: (token: string) => url(PATHS.undoEmailChange, { token }),
  };
}

/** Whom an account e-mail goes to: an address, and the culture its texts are written in. */
export interface AccountRecipient {
  email: string;
  culture: Culture;
}

/** A recipient that says whether its address is confirmed: an Account, as it is after the change it reports. */
export interface ConfirmableRecipient extends AccountRecipient {
  emailConfirmedAt: string | null;
}

/** What a template asks of its recipient: with onlyToConfirmed set, to say whether the address is confirmed. */
export type RecipientFor<TOnlyToConfirmed extends boolean> = [TOnlyToConfirmed] extends [false]
  ? AccountRecipient
  : [TOnlyToConfirmed] extends [true]
    ? ConfirmableRecipient
    : AccountRecipient | ConfirmableRecipient;

/**
 * An account e-mail rendered in its recipient's culture, or null when the template goes only to confirmed
 * addresses (EmailTemplate.onlyToConfirmed) and this one is not, or does not say it is: a security notice never
 * reaches a mailbox whose owner has not shown they hold it (docs/security.md, One address, one mailbox).
 */
export function composeAccountEmail<TData, TOnlyToConfirmed extends boolean>(
  i18n: i18n,
  recipient: RecipientFor<TOnlyToConfirmed>,
  template: EmailTemplate<TData, TOnlyToConfirmed>,
  data: TData,
): OutgoingEmail | null {
  if (template.onlyToConfirmed === true && !isConfirmed(recipient)) return null;
  return composeEmail(i18n, template, recipient.culture, data, { to: recipient.email });
}

function isConfirmed(recipient: AccountRecipient | ConfirmableRecipient): boolean {
  return 'emailConfirmedAt' in recipient && typeof recipient.emailConfirmedAt === 'string';
}

/**
 * Renders an account e-mail in the account's culture and queues it in the outbox, inside the caller's
 * transaction; a template with onlyToConfirmed queues nothing for an unconfirmed address (composeAccountEmail),
 * so pass the account as it is once the change the e-mail reports is made. The caller nudges the mailer once
 * the transaction has committed.
 */
export async function queueAccountEmail<TData, TOnlyToConfirmed extends boolean>(
  app: FastifyInstance,
  db: Kysely<Database> | Transaction<Database>,
  recipient: RecipientFor<TOnlyToConfirmed>,
  template: EmailTemplate<TData, TOnlyToConfirmed>,
  data: TData,
): Promise<void> {
  const email = composeAccountEmail(app.i18n, recipient, template, data);
  if (email) await app.mailer.enqueue(db, email);
}
