import type { FastifyInstance } from 'fastify';
import { isoNow } from '#server/lib/clock.ts';
import { quoteAcknowledgementTemplate } from '#server/mail/templates/quote-acknowledgement.ts';
import { quoteNotificationTemplate } from '#server/mail/templates/quote-notification.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { consentEvidence } from '#server/routes/api/consent-evidence.ts';
import { route } from '#server/routes/api/route.ts';
import { submitTeamInquiry } from '#server/routes/api/team-inquiry.ts';
import { API } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';
import { QuoteRequestSchema } from '#shared/validation/quote.ts';
import { insertQuoteRequest } from './quote.repository.ts';

/**
 * POST /api/quote/submit {company, email, users, billing, currency, message, consent}: stores the request
 * with its consent evidence and queues, in the same transaction, the sales inbox's e-mail (reply-to the
 * sender) and the sender's acknowledgement.
 */
export async function quoteRoutes(app: FastifyInstance) {
  route(
    app,
    API.quoteSubmit,
    QuoteRequestSchema,
    { config: { rateLimit: RATE_LIMITS.leadForm } },
    async (request, _reply, quote) => {
      const receivedAt = isoNow(app.clock);
      await submitTeamInquiry(app, request, {
        save: (trx) =>
          insertQuoteRequest(trx, {
            created_at: receivedAt,
            company: quote.company,
            email: quote.email,
            users: quote.users,
            billing: quote.billing,
            currency: quote.currency,
            message: quote.message,
            ...consentEvidence(request, 'quote'),
          }),
        inbox: app.config.SALES_EMAIL,
        sender: quote.email,
        notification: {
          template: quoteNotificationTemplate,
          data: {
            siteUrl: app.config.PUBLIC_URL,
            ...quote,
            senderCulture: request.culture,
            consentVersion: CONSENT_VERSIONS.quote,
            receivedAt,
          },
        },
        acknowledgement: {
          template: quoteAcknowledgementTemplate,
          data: {
            siteUrl: localisedUrl(app.config.PUBLIC_URL, '/', request.culture),
            users: quote.users,
            billing: quote.billing,
            currency: quote.currency,
          },
        },
      });
      return succeeded();
    },
  );
}
