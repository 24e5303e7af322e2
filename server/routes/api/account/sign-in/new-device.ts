import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newDeviceTemplate } from '#server/mail/templates/account-new-device.ts';
import { isServedOverHttps, siteCookie } from '#server/plugins/cookies.ts';
import type { Account } from '#server/routes/api/account/account.repository.ts';
import { accountLinks, queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { clientDevice, describeUserAgent } from '#server/security/client-device.ts';
import { generateSecret, hashSecret, isWellFormedSecret } from '#server/security/tokens.ts';
import { SITE_COOKIES } from '#shared/site-cookies.ts';
import { isKnownDevice, recordDevice } from './device.repository.ts';

/** How long an account remembers a browser: as long as the browser keeps its device cookie. */
const DEVICE_MAX_AGE_MS = (SITE_COOKIES.did.maxAgeSeconds as number) * 1000;

/**
 * The new-device e-mail (docs/security.md, New-device e-mail). A browser is known by a random value in a
 * long-lived HttpOnly cookie (`did`), which the account's table keeps only as a SHA-256; a sign-in from a
 * browser without one the account has seen e-mails the owner, except the account's very first sign-in (the
 * browser it was made in). Call it once the session has started.
 */
export function newDeviceNotices(app: FastifyInstance) {
  const { name: cookieName, options: cookieOptions } = siteCookie(
    SITE_COOKIES.did,
    isServedOverHttps(app.config),
  );

  return async function noteSignInDevice(request: FastifyRequest, reply: FastifyReply, account: Account) {
    const existing = request.cookies[cookieName];
    const token = isWellFormedSecret(existing) ? existing : generateSecret();
    reply.setCookie(cookieName, token, cookieOptions);
    const now = app.clock.now();
    const isNew = await app.db.transaction().execute(async (trx) => {
      const seen = await recordDevice(trx, account.id, hashSecret(token), {
        now: now.toISOString(),
        forgetBefore: new Date(now.getTime() - DEVICE_MAX_AGE_MS).toISOString(),
      });
      if (seen !== 'new') return false;
      const device = clientDevice(request.headers['user-agent'], request.ip);
      await queueAccountEmail(app, trx, account, newDeviceTemplate, {
        ...describeUserAgent(device.userAgent),
        address: device.address,
        signedInAt: now.toISOString(),
        securityUrl: accountLinks(app.config.PUBLIC_URL, account.culture).security,
      });
      return true;
    });
    if (isNew) app.mailer.nudge();
  };
}

/**
 * The owner's own browsers (docs/security.md, Guessing): the hash of the request's device cookie when the account
 * has signed in from that browser before, else null. A made-up value, or the cookie of a browser this account
 * never signed in from, is no one's.
 */
export function knownDevices(app: FastifyInstance) {
  const { name: cookieName } = siteCookie(SITE_COOKIES.did, isServedOverHttps(app.config));
  return async function knownDevice(request: FastifyRequest, account: Account): Promise<string | null> {
    const token = request.cookies[cookieName];
    if (!isWellFormedSecret(token)) return null;
    const deviceHash = hashSecret(token);
    const forgetBefore = new Date(app.clock.now().getTime() - DEVICE_MAX_AGE_MS).toISOString();
    return (await isKnownDevice(app.db, account.id, deviceHash, forgetBefore)) ? deviceHash : null;
  };
}
