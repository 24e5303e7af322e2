import type { ServerT } from '#server/i18n.ts';
import type { Culture } from '#shared/cultures.ts';
import type { OutgoingEmail } from './outbox.ts';

/** What a template produces: everything of an e-mail but the recipient and what composeEmail adds. */
export type RenderedTemplate = Omit<
  OutgoingEmail,
  'to' | 'replyTo' | 'template' | 'culture' | 'limitPerRecipient'
>;

/**
 * RFC 3834: an e-mail sent because the recipient did something (a form, a sign-up) is an automatic reply, so
 * out-of-office responders and mail loops leave it alone.
 */
export const AUTO_REPLIED = { 'Auto-Submitted': 'auto-replied' } as const;
/** RFC 3834: an automatic notice of an event the recipient did not ask for (a lockout, a new password). */
export const AUTO_GENERATED = { 'Auto-Submitted': 'auto-generated' } as const;

/**
 * One e-mail of the site, in every culture. Each file in mail/templates/ exports one, under its own name ending
 * in Template (`export const contactAcknowledgementTemplate`) so that a search for the name finds every sender,
 * with sample data so `npm run mail:preview` can render every template without a database.
 * TOnlyToConfirmed is the type of its onlyToConfirmed flag: a template that sets it is typed
 * `EmailTemplate<Data, true>`, so that queueAccountEmail asks for a recipient that says whether its address is
 * confirmed.
 */
export interface EmailTemplate<TData, TOnlyToConfirmed extends boolean = boolean> {
  name: string;
  /**
   * Whether anyone may have it sent to any address (a form, a sign-up with someone else's address, a notice of
   * something a stranger can do on an account they opened with it): then at most RECIPIENT_LIMIT of it go to
   * one address an hour (server/mail/outbox.ts). The team's notifications are not limited.
   */
  limitPerRecipient: boolean;
  /**
   * A security notice (a new password, a new browser, a factor added or removed, a change of address, a
   * pause, a farewell): it goes only to an address its owner has confirmed, and nothing is sent while the
   * account's address is unconfirmed (docs/security.md, One address, one mailbox): whoever opened an account
   * with someone else's address would otherwise have the site write to that mailbox at will.
   * queueAccountEmail (server/routes/api/account/account-emails.ts) honours it.
   */
  onlyToConfirmed?: TOnlyToConfirmed;
  render(t: ServerT, culture: Culture, data: TData): RenderedTemplate;
  sample: TData;
}
