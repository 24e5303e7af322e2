import type { FastifyInstance } from 'fastify';
import { succeeded } from '#shared/api/reply.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';
import { ContactRequestSchema } from '#shared/validation/contact.ts';
import { isoNow } from '../../../lib/clock.ts';
import { template as acknowledgement } from '../../../mail/templates/contact-acknowledgement.ts';
import { template as notification } from '../../../mail/templates/contact-notification.ts';
import { parseBody } from '../../../plugins/api-protocol.ts';
import { RATE_LIMITS } from '../../../plugins/rate-limit.ts';
import { consentEvidence } from '../consent-evidence.ts';
import { submitTeamInquiry } from '../team-inquiry.ts';
import { insertContactRequest } from './contact.repository.ts';

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
    await submitTeamInquiry(app, request, {
      save: (trx) =>
        insertContactRequest(trx, {
          created_at: receivedAt,
          email: contact.email,
          first_name: contact.firstName,
          message: contact.message,
          allow_emails: contact.allowEmails,
          ...consentEvidence(request, 'contact'),
        }),
      inbox: app.config.INFO_EMAIL,
      sender: contact.email,
      notification: {
        template: notification,
        data: {
          siteUrl: app.config.PUBLIC_URL,
          firstName: contact.firstName,
          email: contact.email,
          message: contact.message,
          senderCulture: request.culture,
          allowEmails: contact.allowEmails,
          consentVersion: CONSENT_VERSIONS.contact,
          receivedAt,
        },
      },
      acknowledgement: { template: acknowledgement, data: { siteUrl: app.config.PUBLIC_URL } },
    });
    return succeeded();
  });
}
