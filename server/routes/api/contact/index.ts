import type { FastifyInstance } from 'fastify';
import { succeeded } from '#shared/api/reply.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';
import { ContactRequestSchema } from '#shared/validation/contact.ts';
import { isoNow } from '../../../lib/clock.ts';
import { composeEmail } from '../../../mail/compose.ts';
import { template as acknowledgement } from '../../../mail/templates/contact-acknowledgement.ts';
import { template as notification } from '../../../mail/templates/contact-notification.ts';
import { parseBody } from '../../../plugins/api-protocol.ts';
import { RATE_LIMITS } from '../../../plugins/rate-limit.ts';
import { consentEvidence } from '../consent-evidence.ts';
import { insertContactRequest } from './contact.repository.ts';

/** The language of the e-mails the team itself reads. */
const TEAM_CULTURE = 'en-GB';

/**
 * POST /api/contact/submit (spec §7): stores the message with its consent evidence and, in the same
 * transaction, queues one e-mail to the info inbox (reply-to the sender) and an acknowledgement to the sender.
 */
export async function contactRoutes(app: FastifyInstance) {
  app.post('/submit', { config: { rateLimit: RATE_LIMITS.leadForm } }, async (request) => {
    const body = parseBody(request, ContactRequestSchema);
    if (!body.ok) return body.reply;
    const contact = body.data;
    const receivedAt = isoNow(app.clock);
    await app.db.transaction().execute(async (trx) => {
      await insertContactRequest(trx, {
        created_at: receivedAt,
        email: contact.email,
        first_name: contact.firstName,
        message: contact.message,
        allow_emails: contact.allowEmails,
        ...consentEvidence(request, 'contact'),
      });
      await app.mailer.enqueue(
        trx,
        composeEmail(
          app.i18n,
          notification,
          TEAM_CULTURE,
          {
            siteUrl: app.config.PUBLIC_URL,
            firstName: contact.firstName,
            email: contact.email,
            message: contact.message,
            senderCulture: request.culture,
            allowEmails: contact.allowEmails,
            consentVersion: CONSENT_VERSIONS.contact,
            receivedAt,
          },
          { to: app.config.INFO_EMAIL, replyTo: contact.email },
        ),
      );
      await app.mailer.enqueue(
        trx,
        composeEmail(
          app.i18n,
          acknowledgement,
          request.culture,
          { siteUrl: app.config.PUBLIC_URL },
          { to: contact.email, replyTo: app.config.INFO_EMAIL },
        ),
      );
    });
    app.mailer.nudge();
    return succeeded();
  });
}
