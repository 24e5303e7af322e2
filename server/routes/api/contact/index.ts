import type { FastifyInstance } from 'fastify';
import { isoNow } from '#server/lib/clock.ts';
import { contactAcknowledgementTemplate } from '#server/mail/templates/contact-acknowledgement.ts';
import { contactNotificationTemplate } from '#server/mail/templates/contact-notification.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { consentEvidence } from '#server/routes/api/consent-evidence.ts';
import { route } from '#server/routes/api/route.ts';
import { submitTeamInquiry } from '#server/routes/api/team-inquiry.ts';
import { API } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';
import { ContactRequestSchema } from '#shared/validation/contact.ts';
import { insertContactRequest } from './contact.repository.ts';

/**
 * POST /api/contact/submit: stores the message with its consent evidence and, in the same
 * transaction, queues one e-mail to the info inbox (reply-to the sender) and an acknowledgement to the sender.
 */
export async function contactRoutes(app: FastifyInstance) {
  route(
    app,
    API.contactSubmit,
    ContactRequestSchema,
    { config: { rateLimit: RATE_LIMITS.leadForm } },
    async (request, _reply, contact) => {
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
          template: contactNotificationTemplate,
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
        acknowledgement: {
          template: contactAcknowledgementTemplate,
          data: { siteUrl: localisedUrl(app.config.PUBLIC_URL, '/', request.culture) },
        },
      });
      return succeeded();
    },
  );
}
