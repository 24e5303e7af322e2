import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isCrossSiteWrite } from '#server/security/cross-site.ts';
import { createXsrfToken, isValidXsrfToken } from '#server/security/xsrf-token.ts';
import { XSRF_HEADER } from '#shared/api/reply.ts';
import { SITE_COOKIES } from '#shared/site-cookies.ts';
import { ProtocolError } from './api-protocol.ts';
import { isServedOverHttps, siteCookie } from './cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** A random id for a visitor without a session, so their anti-forgery token is bound to something. */
    anonymousId: string | null;
    /** Set by the session plugin when the request carries a valid session: the token's binding. */
    sessionBinding: string | null;
  }
  interface FastifyReply {
    /** Mints a new anti-forgery cookie bound to the current session (sign-in and sign-out call it). */
    issueXsrfToken(): void;
    /** Sets the anti-forgery cookie, keeping the request's own token while it still fits (GET /api/xsrf-token). */
    ensureXsrfToken(): void;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ANONYMOUS_ID_PATTERN = /^[\w-]{22}$/;

/**
 * Anti-forgery (docs/product.md, API): a signed double-submit token. Every non-GET /api request must echo the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN, signed for the caller's session (or anonymous id), or it is refused with
 * 403 before its body is read. Pages set no cookie, so every visitor gets the same bytes (and a cache may keep
 * them): the browser asks GET /api/xsrf-token before its first write, sign-in and sign-out re-issue the token,
 * and a refusal leaves a fresh one behind so the page can try once more (docs/decisions/0012). A write the
 * browser says comes from another site (Sec-Fetch-Site, Origin) is refused too, token or not: a token that
 * leaked (a log, a shared machine) is then still of no use to another site.
 */
async function xsrf(app: FastifyInstance) {
  const secret = app.config.SESSION_SECRET;
  const secure = isServedOverHttps(app.config);
  // Both as shared/site-cookies.ts defines them (the cookie policy lists them from there).
  const { name: anonymousCookie, options: anonymousOptions } = siteCookie(SITE_COOKIES.aid, secure);
  const { name: xsrfCookie, options: xsrfOptions } = siteCookie(SITE_COOKIES.xsrf, secure);
  const siteHostname = new URL(app.config.PUBLIC_URL).hostname;

  app.decorateRequest('anonymousId', null);
  app.decorateRequest('sessionBinding', null);
  app.decorateReply('issueXsrfToken', function (this: FastifyReply) {
    issue(this.request, this, { rotate: true });
  });
  app.decorateReply('ensureXsrfToken', function (this: FastifyReply) {
    issue(this.request, this);
  });

  function binding(request: FastifyRequest): string {
    return request.sessionBinding ? `s:${request.sessionBinding}` : `a:${request.anonymousId ?? ''}`;
  }

  /**
   * Sets the anti-forgery cookie: the request's own token again while it still fits the binding, else a new
   * one. Minting a fresh token whenever asked would race with a form posting from another tab at the same
   * moment (the header would carry the old token, the cookie the new one).
   */
  function issue(request: FastifyRequest, reply: FastifyReply, options: { rotate?: boolean } = {}) {
    if (!request.sessionBinding && !request.anonymousId) {
      request.anonymousId = randomBytes(16).toString('base64url');
      reply.setCookie(anonymousCookie, request.anonymousId, anonymousOptions);
    }
    // Readable by the page (not HttpOnly): the API helper copies it into the X-XSRF-TOKEN header.
    const current = request.cookies[xsrfCookie];
    const keep = !options.rotate && current && isValidXsrfToken(secret, binding(request), current);
    reply.setCookie(xsrfCookie, keep ? current : createXsrfToken(secret, binding(request)), xsrfOptions);
  }

  // Registered in the API's context after the session plugin, so sessionBinding is already known here.
  app.addHook('onRequest', async (request, reply) => {
    const fromCookie = request.cookies[anonymousCookie];
    request.anonymousId = fromCookie && ANONYMOUS_ID_PATTERN.test(fromCookie) ? fromCookie : null;
    if (SAFE_METHODS.has(request.method)) return;
    // A route authenticated by a signed token of its own (RFC 8058 one-click unsubscribe, posted by mail
    // providers without any cookie) opts out with `config: { xsrfExempt: true }`.
    // A mail provider's post comes from anywhere, so such a route skips the origin check as well.
    if ((request.routeOptions.config as { xsrfExempt?: boolean } | undefined)?.xsrfExempt === true) return;
    if (isCrossSiteWrite(request.headers, siteHostname)) {
      request.log.info(
        { fetchSite: request.headers['sec-fetch-site'], origin: request.headers.origin },
        'cross-site write refused',
      );
      throw new ProtocolError(403, request.t('api:protocol.forbidden'));
    }
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    const token = typeof header === 'string' ? header : undefined;
    if (
      !token ||
      token !== request.cookies[xsrfCookie] ||
      !isValidXsrfToken(secret, binding(request), token)
    ) {
      // The visitor's cookies may have gone stale (the anonymous id cleared, say): the refusal carries a token
      // that fits, so the page's single retry succeeds while a forged request from another site still fails.
      issue(request, reply);
      throw new ProtocolError(403, request.t('api:protocol.forbidden'));
    }
  });
}

export const xsrfPlugin = fp(xsrf, { name: 'xsrf', dependencies: ['@fastify/cookie', 'culture'] });
