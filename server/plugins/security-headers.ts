import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '#server/config.ts';
import { THEME_SCRIPT } from '#shared/theme.ts';
import { isServedOverHttps } from './cookies.ts';

/**
 * The one inline script of the pages, which sets the colour theme before the first paint (shared/theme.ts,
 * docs/decisions/0036), allowed by its hash, computed from the same string the build puts in the page.
 */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/**
 * The CSP allows no inline or eval script but the theme script, by its hash; inline style attributes are allowed because the prerendered markup
 * carries a few. Pages that need a third party (the cookie policy's consent declaration) widen it for themselves.
 */
function helmetOptions(config: Config): HelmetOptions {
  const https = isServedOverHttps(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_HASH],
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
  };
}

/**
 * Powerful features the site never uses, denied to it and to anything it might embed, so an injected script
 * cannot ask for them. Only names Chromium knows: an unknown one is a console error on every page (Lighthouse).
 * The copy button of the docs' code samples writes to the clipboard, so clipboard-write stays allowed; passkey
 * sign-in asks for a credential (WebAuthn's get), so publickey-credentials-get is the site's own, no frame's.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat('publickey-credentials-get=(self)')
  .join(', ');

/**
 * The headers helmet would set, worked out once: they depend only on the configuration, and running helmet's
 * middleware on every request slowed every page (bench/README.md, Findings behind the code).
 */
function securityHeadersFor(config: Config): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of every response, for what answers outside Fastify's reply (the site's responder). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** Security headers on every response, errors included (set in onRequest, before any route runs). */
async function securityHeaders(app: FastifyInstance) {
  const headers = securityHeadersFor(app.config);
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export const securityHeadersPlugin = fp(securityHeaders, {
  name: 'security-headers',
  dependencies: ['config'],
});
