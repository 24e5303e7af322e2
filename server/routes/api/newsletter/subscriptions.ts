import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoIn, isoNow } from '#server/lib/clock.ts';
import { composeEmail } from '#server/mail/compose.ts';
import {
  type NewsletterLinks,
  newsletterAlreadySubscribedTemplate,
} from '#server/mail/templates/newsletter-already-subscribed.ts';
import { newsletterConfirmationTemplate } from '#server/mail/templates/newsletter-confirmation.ts';
import { consentEvidence } from '#server/routes/api/consent-evidence.ts';
import { hashIp } from '#server/security/ip-hash.ts';
import { createSignedToken, verifySignedToken } from '#server/security/signed-token.ts';
import { API } from '#shared/api/endpoints.ts';
import { localisedUrl } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { PATHS } from '#shared/paths.ts';
import {
  confirmSubscription,
  findSubscriptionByEmail,
  findSubscriptionById,
  insertPendingSubscription,
  type NewsletterSubscription,
  recordEmailSent,
  renewPendingSubscription,
  unsubscribe,
} from './newsletter.repository.ts';

/** How long the confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/** A repeat request within this time sends no second e-mail (the form cannot be used to flood an inbox). */
export const NEWSLETTER_EMAIL_THROTTLE_MS = 10 * 60_000;

/** What a request to subscribe does to the address's row, and which e-mail it sends (none, within the throttle). */
export interface SubscribeStep {
  row: 'keep' | 'renew' | 'recordEmailSent';
  send: 'confirmation' | 'alreadySubscribed' | null;
}

/**
 * The double opt-in's rule (docs/product.md, E-mails): a new or unsubscribed address is (again) pending and gets
 * the confirmation link; a pending one gets a new link and a confirmed one a reminder of how to leave, each at
 * most once within NEWSLETTER_EMAIL_THROTTLE_MS.
 */
export function subscribeStep(
  row: NewsletterSubscription,
  created: boolean,
  recentlyEmailed: boolean,
): SubscribeStep {
  if (created) return { row: 'keep', send: 'confirmation' };
  if (row.status === 'unsubscribed') return { row: 'renew', send: 'confirmation' };
  if (recentlyEmailed) return { row: 'keep', send: null };
  if (row.status === 'pending') return { row: 'renew', send: 'confirmation' };
  if (row.status === 'confirmed') return { row: 'recordEmailSent', send: 'alreadySubscribed' };
  return { row: 'keep', send: null };
}

/** The newsletter's links, in the recipient's culture; the one-click address is the API's. */
export function newsletterLinks(app: FastifyInstance) {
  const secret = app.config.SESSION_SECRET;
  const siteUrl = (culture: Culture) => localisedUrl(app.config.PUBLIC_URL, '/', culture);
  return {
    siteUrl,
    leaveLinks(id: string, culture: Culture): NewsletterLinks {
      const token = encodeURIComponent(createSignedToken(secret, 'newsletter-unsubscribe', id));
      return {
        siteUrl: siteUrl(culture),
        unsubscribeUrl: localisedUrl(
          app.config.PUBLIC_URL,
          `${PATHS.newsletterUnsubscribe}?token=${token}`,
          culture,
        ),
        oneClickUnsubscribeUrl: `${app.config.PUBLIC_URL}${API.newsletterOneClickUnsubscribe.path}?token=${token}`,
      };
    },
    confirmUrl(id: string, culture: Culture): string {
      const expiry = new Date(app.clock.now().getTime() + CONFIRM_LINK_DAYS * 24 * 60 * 60_000);
      const token = createSignedToken(secret, 'newsletter-confirm', id, expiry);
      return localisedUrl(
        app.config.PUBLIC_URL,
        `${PATHS.newsletterConfirm}?token=${encodeURIComponent(token)}`,
        culture,
      );
    },
  };
}

/**
 * The newsletter's three steps, each a named rule the routes call: a request to subscribe (subscribeStep, and its
 * e-mail queued in the same transaction), a confirmation by its link, an unsubscription by its token.
 */
export function subscriptions(app: FastifyInstance) {
  const secret = app.config.SESSION_SECRET;
  const { siteUrl, leaveLinks, confirmUrl } = newsletterLinks(app);

  /** Returns whether an e-mail was queued. */
  async function requestSubscription(request: FastifyRequest, email: string): Promise<boolean> {
    const now = isoNow(app.clock);
    const evidence = consentEvidence(request, 'newsletter');
    const throttledSince = isoIn(app.clock, -NEWSLETTER_EMAIL_THROTTLE_MS);
    const culture = request.culture;
    return app.db.transaction().execute(async (trx) => {
      const existing = await findSubscriptionByEmail(trx, email);
      const { row, created } = existing
        ? { row: existing, created: false }
        : await insertPendingSubscription(trx, email, now, evidence);
      const recentlyEmailed = row.last_email_at !== null && row.last_email_at > throttledSince;
      const step = subscribeStep(row, created, recentlyEmailed);
      if (step.row === 'renew') await renewPendingSubscription(trx, row.id, now, evidence);
      else if (step.row === 'recordEmailSent') await recordEmailSent(trx, row.id, now);
      if (step.send === 'confirmation')
        await app.mailer.enqueue(
          trx,
          composeEmail(
            app.i18n,
            newsletterConfirmationTemplate,
            culture,
            { siteUrl: siteUrl(culture), confirmUrl: confirmUrl(row.id, culture) },
            { to: email },
          ),
        );
      else if (step.send === 'alreadySubscribed')
        await app.mailer.enqueue(
          trx,
          composeEmail(app.i18n, newsletterAlreadySubscribedTemplate, culture, leaveLinks(row.id, culture), {
            to: email,
          }),
        );
      return step.send !== null;
    });
  }

  /** Confirms with the link's token; returns the refusal's message key, or null once confirmed. */
  async function confirmWith(request: FastifyRequest, token: string) {
    const check = verifySignedToken(secret, 'newsletter-confirm', token, app.clock.now());
    if (!check.ok)
      return check.reason === 'expired'
        ? 'forms:newsletter.confirm.expiredLink'
        : 'forms:newsletter.confirm.invalidLink';
    const row = await findSubscriptionById(app.db, check.subject);
    if (!row || row.status === 'unsubscribed') return 'forms:newsletter.confirm.invalidLink';
    await confirmSubscription(app.db, row.id, isoNow(app.clock), hashIp(secret, request.ip));
    return null;
  }

  /** Whether the token is a valid unsubscribe token. */
  async function unsubscribeWith(token: unknown): Promise<boolean> {
    const check = verifySignedToken(secret, 'newsletter-unsubscribe', token, app.clock.now());
    if (!check.ok) return false;
    // A valid token whose row is gone has nothing left to unsubscribe: that is a success too.
    await unsubscribe(app.db, check.subject, isoNow(app.clock));
    return true;
  }

  return { requestSubscription, confirmWith, unsubscribeWith };
}
