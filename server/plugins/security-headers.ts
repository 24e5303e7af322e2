import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isServedOverHttps } from './cookies.ts';

/**
 * Security headers on every response, errors included (helmet runs in onRequest). The CSP allows no inline
 * or eval script; inline style attributes are allowed because the prerendered markup carries a few.
 * Pages that need a third party (the cookie policy's consent declaration) widen it for themselves.
 */
async function securityHeaders(app: FastifyInstance) {
  const https = isServedOverHttps(app.config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

export const securityHeadersPlugin = fp(securityHeaders, {
  name: 'security-headers',
  dependencies: ['config'],
});
