import type { FastifyInstance } from 'fastify';
import { ProtocolError } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { route } from '#server/routes/api/route.ts';
import { API, pathUnderApi } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { PATHS } from '#shared/paths.ts';
import { NewsletterRequestSchema, NewsletterTokenRequestSchema } from '#shared/validation/newsletter.ts';
import { subscriptions } from './subscriptions.ts';

export { CONFIRM_LINK_DAYS, NEWSLETTER_EMAIL_THROTTLE_MS } from './subscriptions.ts';

/**
 * The newsletter with double opt-in (docs/product.md, E-mails); its rules are in subscriptions.ts:
 * - POST /submit {email}: a pending subscription and a confirmation e-mail; a repeat is a success, no duplicate.
 * - POST /confirm {token} and /unsubscribe {token}: what the /newsletter/confirm and /unsubscribe pages call.
 * - POST /one-click-unsubscribe?token=…: RFC 8058, posted by mail providers without cookies as a form; the
 *   signed token authenticates it instead of the anti-forgery pair. A GET there (a mail client opening the
 *   List-Unsubscribe URL in a browser) only redirects to the page, which unsubscribes by POST: a GET alone, as
 *   mail scanners make, changes nothing.
 */
export async function newsletterRoutes(app: FastifyInstance) {
  const { requestSubscription, confirmWith, unsubscribeWith } = subscriptions(app);

  route(
    app,
    API.newsletterSubmit,
    NewsletterRequestSchema,
    { config: { rateLimit: RATE_LIMITS.leadForm } },
    async (request, _reply, { email }) => {
      if (await requestSubscription(request, email)) app.mailer.nudge();
      // The same answer whatever the address's state: the form never reveals who is subscribed.
      return succeeded();
    },
  );

  route(app, API.newsletterConfirm, NewsletterTokenRequestSchema, async (request, _reply, { token }) => {
    const refusal = await confirmWith(request, token);
    return refusal ? failed(request.t(refusal)) : succeeded();
  });

  route(app, API.newsletterUnsubscribe, NewsletterTokenRequestSchema, async (request, _reply, { token }) => {
    if (!(await unsubscribeWith(token))) return failed(request.t('forms:newsletter.unsubscribe.invalidLink'));
    return succeeded();
  });

  await app.register(oneClickUnsubscribeRoutes(unsubscribeWith));
}

/** RFC 8058 in its own scope: only here are form posts accepted (the rest of the API takes JSON only). */
function oneClickUnsubscribeRoutes(unsubscribeWith: (token: unknown) => Promise<boolean>) {
  return async (oneClick: FastifyInstance) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      oneClick.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
        done(null, body),
      );

    route(oneClick, API.newsletterOneClickUnsubscribe, { config: { xsrfExempt: true } }, async (request) => {
      if (!(await unsubscribeWith((request.query as { token?: string }).token)))
        throw new ProtocolError(400, request.t('forms:newsletter.unsubscribe.invalidLink'));
      return succeeded();
    });

    oneClick.get<{ Querystring: { token?: string } }>(
      pathUnderApi(API.newsletterOneClickUnsubscribe.path),
      async (request, reply) => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        return reply.redirect(`${PATHS.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`, 303);
      },
    );
  };
}
