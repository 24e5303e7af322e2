import type { FastifyInstance } from 'fastify';
import { succeeded } from '#shared/api/reply.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';
import { QuoteRequestSchema } from '#shared/validation/quote.ts';
import { isoNow } from '../../../lib/clock.ts';
import { composeEmail } from '../../../mail/compose.ts';
import { template as acknowledgement } from '../../../mail/templates/quote-acknowledgement.ts';
import { template as notification } from '../../../mail/templates/quote-notification.ts';
import { parseBody } from '../../../plugins/api-protocol.ts';
import { RATE_LIMITS } from '../../../plugins/rate-limit.ts';
import { consentEvidence } from '../consent-evidence.ts';
import { insertQuoteRequest } from './quote.repository.ts';

/** The language of the e-mails the team itself reads. */
const TEAM_CULTURE = 'en-GB';

/**
 * POST /api/quote/submit {company, email, users, billing, currency, message, consent}: stores the request
 * with its consent evidence and queues, in the same transaction, the sales inbox's e-mail (reply-to the
 * sender) and the sender's acknowledgement.
 */
export async function quoteRoutes(app: FastifyInstance) {
  app.post('/submit', { config: { rateLimit: RATE_LIMITS.leadForm } }, async (request) => {
    const body = parseBody(request, QuoteRequestSchema);
    if (!body.ok) return body.reply;
    const quote = body.data;
    const receivedAt = isoNow(app.clock);
    await app.db.transaction().execute(async (trx) => {
      await insertQuoteRequest(trx, {
        created_at: receivedAt,
        company: quote.company,
        email: quote.email,
        users: quote.users,
        billing: quote.billing,
        currency: quote.currency,
        message: quote.message,
        ...consentEvidence(request, 'quote'),
      });
      await app.mailer.enqueue(
        trx,
        composeEmail(
          app.i18n,
          notification,
          TEAM_CULTURE,
          {
            siteUrl: app.config.PUBLIC_URL,
            ...quote,
            senderCulture: request.culture,
            consentVersion: CONSENT_VERSIONS.quote,
            receivedAt,
          },
          { to: app.config.SALES_EMAIL, replyTo: quote.email },
        ),
      );
      await app.mailer.enqueue(
        trx,
        composeEmail(
          app.i18n,
          acknowledgement,
          request.culture,
          {
            siteUrl: app.config.PUBLIC_URL,
            users: quote.users,
            billing: quote.billing,
            currency: quote.currency,
          },
          { to: quote.email, replyTo: app.config.SALES_EMAIL },
        ),
      );
    });
    app.mailer.nudge();
    return succeeded();
  });
}
