import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { composeEmail } from '#server/mail/compose.ts';
import type { EmailTemplate } from '#server/mail/template.ts';

/** The language of the e-mails the team itself reads. */
const TEAM_CULTURE = 'en-GB';

export interface TeamInquiry<TNotice, TAcknowledgement> {
  /** Stores the inquiry's row, with its consent evidence. */
  save(trx: Transaction<Database>): Promise<unknown>;
  /** The team's inbox that answers (INFO_EMAIL, SALES_EMAIL). */
  inbox: string;
  /** The sender's address. */
  sender: string;
  notification: { template: EmailTemplate<TNotice>; data: TNotice };
  acknowledgement: { template: EmailTemplate<TAcknowledgement>; data: TAcknowledgement };
}

/**
 * An inquiry for one of the team's inboxes (contact, quote): the row and, in the same transaction, the team's
 * e-mail in English (reply-to the sender) and the sender's acknowledgement in their culture (reply-to the
 * inbox). Nothing is stored unless both e-mails are queued; the worker is woken once the transaction commits.
 */
export async function submitTeamInquiry<TNotice, TAcknowledgement>(
  app: FastifyInstance,
  request: FastifyRequest,
  inquiry: TeamInquiry<TNotice, TAcknowledgement>,
): Promise<void> {
  const { notification, acknowledgement, inbox, sender } = inquiry;
  await app.db.transaction().execute(async (trx) => {
    await inquiry.save(trx);
    await app.mailer.enqueue(
      trx,
      composeEmail(app.i18n, notification.template, TEAM_CULTURE, notification.data, {
        to: inbox,
        replyTo: sender,
      }),
    );
    await app.mailer.enqueue(
      trx,
      composeEmail(app.i18n, acknowledgement.template, request.culture, acknowledgement.data, {
        to: sender,
        replyTo: inbox,
      }),
    );
  });
  app.mailer.nudge();
}
