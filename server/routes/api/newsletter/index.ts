import type { FastifyInstance } from 'fastify';
import { isoIn, isoNow } from '#server/lib/clock.ts';
import { composeEmail } from '#server/mail/compose.ts';
import {
  template as alreadySubscribed,
  type NewsletterLinks,
} from '#server/mail/templates/newsletter-already-subscribed.ts';
import { template as confirmation } from '#server/mail/templates/newsletter-confirmation.ts';
import { ProtocolError, parseBody } from '#server/plugins/api-protocol.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { consentEvidence } from '#server/routes/api/consent-evidence.ts';
import { hashIp } from '#server/security/ip-hash.ts';
import { createSignedToken, verifySignedToken } from '#server/security/signed-token.ts';
import { API_ROUTES, pathUnderApi } from '#shared/api/endpoints.ts';
import { failed, succeeded } from '#shared/api/reply.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { PATHS } from '#shared/routes.ts';
import { NewsletterRequestSchema, NewsletterTokenRequestSchema } from '#shared/validation/newsletter.ts';
import {
  confirmSubscription,
  findSubscriptionByEmail,
  findSubscriptionById,
  insertPendingSubscription,
  recordEmailSent,
  renewPendingSubscription,
  unsubscribe,
} from './newsletter.repository.ts';

/** How long the confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/** A repeat request within this time sends no second e-mail (the form cannot be used to flood an inbox). */
export const NEWSLETTER_EMAIL_THROTTLE_MS = 10 * 60_000;

/**
 * The newsletter with double opt-in (docs/product.md, E-mails):
 * - POST /submit {email}: a pending subscription and a confirmation e-mail; a repeat is a success, no duplicate.
 * - POST /confirm {token} and /unsubscribe {token}: what the /newsletter/confirm and /unsubscribe pages call.
 * - POST /one-click-unsubscribe?token=…: RFC 8058, posted by mail providers without cookies as a form; the
 *   signed token authenticates it instead of the anti-forgery pair. A GET there (a mail client opening the
 *   List-Unsubscribe URL in a browser) only redirects to the page, which unsubscribes by POST: a GET alone, as
 *   mail scanners make, changes nothing.
 */
export async function newsletterRoutes(app: FastifyInstance) {
  const secret = app.config.SESSION_SECRET;

  // The pages an e-mail links to are in its recipient's culture; the one-click address is the API's.
  function siteUrl(culture: Culture): string {
    return localisedUrl(app.config.PUBLIC_URL, '/', culture);
  }

  function links(id: string, culture: Culture): NewsletterLinks {
    const token = encodeURIComponent(createSignedToken(secret, 'newsletter-unsubscribe', id));
    return {
      siteUrl: siteUrl(culture),
      unsubscribeUrl: localisedUrl(
        app.config.PUBLIC_URL,
        `${PATHS.newsletterUnsubscribe}?token=${token}`,
        culture,
      ),
      oneClickUnsubscribeUrl: `${app.config.PUBLIC_URL}${API_ROUTES.newsletterOneClickUnsubscribe}?token=${token}`,
    };
  }

  function confirmUrl(id: string, culture: Culture): string {
    const expiry = new Date(app.clock.now().getTime() + CONFIRM_LINK_DAYS * 24 * 60 * 60_000);
    const token = createSignedToken(secret, 'newsletter-confirm', id, expiry);
    return localisedUrl(
      app.config.PUBLIC_URL,
      `${PATHS.newsletterConfirm}?token=${encodeURIComponent(token)}`,
      culture,
    );
  }

  app.post(
    pathUnderApi(API_ROUTES.newsletterSubmit),
    { config: { rateLimit: RATE_LIMITS.leadForm } },
    async (request) => {
      const body = parseBody(request, NewsletterRequestSchema);
      if (!body.ok) return body.reply;
      const { email } = body.data;
      const now = isoNow(app.clock);
      const evidence = consentEvidence(request, 'newsletter');
      const throttledSince = isoIn(app.clock, -NEWSLETTER_EMAIL_THROTTLE_MS);
      let queued = false;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findSubscriptionByEmail(trx, email);
        const { row, created } = existing
          ? { row: existing, created: false }
          : await insertPendingSubscription(trx, email, now, evidence);
        const recentlyEmailed = row.last_email_at !== null && row.last_email_at > throttledSince;
        let send: 'confirmation' | 'alreadySubscribed' | null = null;
        if (created) send = 'confirmation';
        else if (row.status === 'unsubscribed') {
          await renewPendingSubscription(trx, row.id, now, evidence);
          send = 'confirmation';
        } else if (!recentlyEmailed && row.status === 'pending') {
          await renewPendingSubscription(trx, row.id, now, evidence);
          send = 'confirmation';
        } else if (!recentlyEmailed && row.status === 'confirmed') {
          await recordEmailSent(trx, row.id, now);
          send = 'alreadySubscribed';
        }
        if (send === 'confirmation')
          await app.mailer.enqueue(
            trx,
            composeEmail(
              app.i18n,
              confirmation,
              request.culture,
              {
                siteUrl: siteUrl(request.culture),
                confirmUrl: confirmUrl(row.id, request.culture),
              },
              { to: email },
            ),
          );
        else if (send === 'alreadySubscribed')
          await app.mailer.enqueue(
            trx,
            composeEmail(app.i18n, alreadySubscribed, request.culture, links(row.id, request.culture), {
              to: email,
            }),
          );
        queued = send !== null;
      });
      if (queued) app.mailer.nudge();
      // The same answer whatever the address's state: the form never reveals who is subscribed.
      return succeeded();
    },
  );

  app.post(pathUnderApi(API_ROUTES.newsletterConfirm), async (request) => {
    const body = parseBody(request, NewsletterTokenRequestSchema);
    if (!body.ok) return body.reply;
    const check = verifySignedToken(secret, 'newsletter-confirm', body.data.token, app.clock.now());
    if (!check.ok)
      return failed(
        request.t(
          check.reason === 'expired'
            ? 'forms:newsletter.confirm.expiredLink'
            : 'forms:newsletter.confirm.invalidLink',
        ),
      );
    const row = await findSubscriptionById(app.db, check.subject);
    if (!row || row.status === 'unsubscribed')
      return failed(request.t('forms:newsletter.confirm.invalidLink'));
    await confirmSubscription(app.db, row.id, isoNow(app.clock), hashIp(secret, request.ip));
    return succeeded();
  });

  async function unsubscribeWith(token: unknown): Promise<boolean> {
    const check = verifySignedToken(secret, 'newsletter-unsubscribe', token, app.clock.now());
    if (!check.ok) return false;
    // A valid token whose row is gone has nothing left to unsubscribe: that is a success too.
    await unsubscribe(app.db, check.subject, isoNow(app.clock));
    return true;
  }

  app.post(pathUnderApi(API_ROUTES.newsletterUnsubscribe), async (request) => {
    const body = parseBody(request, NewsletterTokenRequestSchema);
    if (!body.ok) return body.reply;
    if (!(await unsubscribeWith(body.data.token)))
      return failed(request.t('forms:newsletter.unsubscribe.invalidLink'));
    return succeeded();
  });

  // RFC 8058 in its own scope: only here are form posts accepted (the rest of the API takes JSON only).
  await app.register(async (oneClick) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      oneClick.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
        done(null, body),
      );

    oneClick.post(
      pathUnderApi(API_ROUTES.newsletterOneClickUnsubscribe),
      { config: { xsrfExempt: true } },
      async (request) => {
        if (!(await unsubscribeWith((request.query as { token?: string }).token)))
          throw new ProtocolError(400, request.t('forms:newsletter.unsubscribe.invalidLink'));
        return succeeded();
      },
    );

    oneClick.get<{ Querystring: { token?: string } }>(
      pathUnderApi(API_ROUTES.newsletterOneClickUnsubscribe),
      async (request, reply) => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        return reply.redirect(`${PATHS.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`, 303);
      },
    );
  });
}
