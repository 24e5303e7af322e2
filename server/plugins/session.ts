import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientDevice, truncateAddress } from '#server/security/client-device.ts';
import {
  type ActiveSession,
  createSession,
  deleteSession,
  findSession,
  purgeExpiredSessions,
} from '#server/security/sessions.ts';
import { hashSecret, isWellFormedSecret } from '#server/security/tokens.ts';
import { SITE_COOKIES } from '#shared/site-cookies.ts';
import { ProtocolError } from './api-protocol.ts';
import { isServedOverHttps, siteCookie } from './cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session of this request, or null for an anonymous visitor. */
    accountSession: ActiveSession | null;
    /** The write came with the cookie of a session that has since ended (a tab left open past expiry). */
    cameFromEndedSession: boolean;
  }
  interface FastifyReply {
    /**
     * Signs the account in: a new session (any previous one of this browser ends), cookie and anti-forgery token.
     * `passwordChecked` when the sign-in took the account's password (not a passkey).
     */
    startSession(accountId: string, options?: { passwordChecked?: boolean }): Promise<void>;
    /** Signs out: ends the session on the server, clears the cookie, re-issues the anti-forgery token. */
    endSession(): Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in account's id, or a 401 (the client's error handler sends the visitor to sign in). */
export function requireAccountId(request: FastifyRequest): string {
  if (!request.accountSession) throw new ProtocolError(401, request.t('api:protocol.unauthorized'));
  return request.accountSession.accountId;
}

/**
 * A signed-in route's hook (server/routes/api/route.ts): a caller without a session is answered 401 before the
 * route reads its body, as when the handler's first step was to ask for the account.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireAccountId(request);
}

/** The stored id of the request's session, or a 401. */
export function requireSessionId(request: FastifyRequest): string {
  requireAccountId(request);
  return (request.accountSession as ActiveSession).id;
}

/**
 * Sessions (docs/product.md, Accounts): an opaque 256-bit id in the `sid` cookie (`__Host-sid` over https),
 * HttpOnly, SameSite=Lax, Secure over https; the database keeps only its SHA-256, with idle (7 days) and
 * absolute (30 days) expiry. Registered in the API's context, before the anti-forgery plugin whose tokens are
 * bound to the session; pages never look at it.
 */
async function session(app: FastifyInstance) {
  const secure = isServedOverHttps(app.config);
  // Both as shared/site-cookies.ts defines them: the hint is readable by the page, and meaningless to the
  // server (see shared/session-hint.ts); both last as long as a session can.
  const { name: cookieName, options: cookieOptions } = siteCookie(SITE_COOKIES.sid, secure);
  const { name: hintName, options: hintOptions } = siteCookie(SITE_COOKIES.signedIn, secure);

  app.decorateRequest('accountSession', null);
  app.decorateRequest('cameFromEndedSession', false);

  app.decorateReply(
    'startSession',
    async function (this: FastifyReply, accountId: string, options: { passwordChecked?: boolean } = {}) {
      const request = this.request;
      if (request.accountSession) await deleteSession(app.db, request.accountSession.id);
      await purgeExpiredSessions(app.db, app.clock, accountId);
      const device = clientDevice(request.headers['user-agent'], request.ip);
      const { token, session: created } = await createSession(app.db, app.clock, accountId, device, options);
      request.accountSession = created;
      request.sessionBinding = created.id;
      this.setCookie(cookieName, token, cookieOptions);
      this.setCookie(hintName, '1', hintOptions);
      this.issueXsrfToken();
    },
  );

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const request = this.request;
    if (request.accountSession) await deleteSession(app.db, request.accountSession.id);
    request.accountSession = null;
    request.sessionBinding = null;
    this.clearCookie(cookieName, cookieOptions);
    this.clearCookie(hintName, hintOptions);
    this.issueXsrfToken();
  });

  // Every API request that carries the cookie. The page's logged-in check (sent only while the hint cookie is
  // there) is how a browser learns its session ended: the answer clears both cookies.
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[cookieName];
    const found =
      token === undefined ? null : await findSession(app.db, app.clock, token, truncateAddress(request.ip));
    if (found) {
      request.accountSession = found;
      request.sessionBinding = found.id;
      return;
    }
    // A cookie for a session that has ended, or a hint without a session: drop them.
    if (token !== undefined) reply.clearCookie(cookieName, cookieOptions);
    if (request.cookies[hintName] !== undefined) reply.clearCookie(hintName, hintOptions);
    // A write from a page whose session ended while it was open carries an anti-forgery token minted for that
    // session. The token still proves the write comes from our own page, so the check may accept it this once;
    // the request itself is anonymous (a protected call answers 401, so the visitor is asked to sign in again,
    // rather than 403), and it leaves with an anonymous token (preHandler below).
    if (token !== undefined && !SAFE_METHODS.has(request.method) && isWellFormedSecret(token)) {
      request.sessionBinding = hashSecret(token);
      request.cameFromEndedSession = true;
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!request.cameFromEndedSession) return;
    request.sessionBinding = null;
    reply.issueXsrfToken();
  });
}

export const sessionPlugin = fp(session, {
  name: 'session',
  dependencies: ['@fastify/cookie', 'config', 'db', 'culture'],
});
