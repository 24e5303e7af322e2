import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';

export const DEFAULT_DATA_DIR = 'data';

const emailAddress = z
  .string()
  .trim()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');
const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/** proxy-addr's names for the private ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(value: string): boolean {
  return PROXY_RANGE_NAMES.has(value) || isAddressOrRange(value);
}

/** An address or a CIDR range: 203.0.113.7, 203.0.113.0/24, 2001:db8::/32. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * An IBAN's check (ISO 13616): two letters, two check digits, up to 30 letters and digits, and the whole,
 * its first four characters moved to the end and letters read as 10 to 35, leaving 1 when divided by 97.
 */
export function isValidIban(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = `${compact.slice(4)}${compact.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: false (no proxy), the number of proxies in front of the site,
 * or their addresses and CIDR ranges. `true` is refused: Fastify would then take the left-most
 * X-Forwarded-For entry, which the client writes itself, so every per-IP limit would be the client's choice.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would let any client choose its own address with X-Forwarded-For; set the number of proxies in ' +
        'front of the site (1 behind one load balancer) or their addresses',
    });
    return z.NEVER;
  }
  const addresses = value.split(',').map((item) => item.trim());
  if (addresses.every(isProxyAddress)) return addresses;
  context.addIssue({
    code: 'custom',
    message:
      'must be false, the number of proxies in front of the site (1 behind one load balancer) or a ' +
      'comma-separated list of their addresses or CIDR ranges',
  });
  return z.NEVER;
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify no longer honours a bare hop count (it cannot tell a proxy from a
 * client that reaches the site directly), so a count becomes a function trusting the nearest hops: right
 * when, as the README says, the site can only be reached through its proxies.
 */
export function fastifyTrustProxy(
  value: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Every setting the server reads from the environment. Defaults make `npm start` work with nothing
 * configured; a bad value stops the process with the variable's name. Keep .env.example in step.
 */
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
    DATABASE_URL: z
      .string()
      .trim()
      .default('file:data/site.db')
      .refine((value) => value.startsWith('file:') || /^postgres(ql)?:\/\//.test(value), {
        message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
      }),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
    /** The outbox worker's first retry after a failed delivery; each later one waits twice as long, up to an hour. */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /**
     * How long an instance holds the e-mails it has claimed: after a crash, another instance takes them once it
     * ends. Longer than a slow relay takes to accept a batch, or an e-mail may go twice.
     */
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    MAIL_FROM: z.string().trim().min(3).default('FakeXrmEasy <no-reply@dynamicsvalue.com>'),
    SALES_EMAIL: emailAddress.default(PUBLIC_EMAILS.sales),
    INFO_EMAIL: emailAddress.default(PUBLIC_EMAILS.info),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Encrypts the authenticator-app secrets and keys the recovery codes' hashes (security/two-factor-crypto.ts);
     * unset, a key derived from SESSION_SECRET. Give it its own value so SESSION_SECRET can be rotated alone.
     */
    TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Encrypts the licence keys the site stores (server/licensing/licence-key-box.ts); unset, a key derived from
     * SESSION_SECRET. Give it its own value so SESSION_SECRET can be rotated alone.
     */
    LICENCE_KEY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The bank account customers pay orders into by transfer (docs/operations.md, Orders): the order page, its
     * e-mail and its pro-forma show them. While any is unset, start-up warns and the order page says to ask sales.
     */
    PAYMENT_IBAN: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine(isValidIban, {
        message:
          'must be an IBAN: country code, check digits and account, such as ES91 2100 0418 4502 0005 1332 ' +
          '(spaces allowed; its check digits must match, ISO 13616 mod 97)',
      })
      .optional(),
    PAYMENT_BIC: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value), {
        message: 'must be a BIC (SWIFT code) of 8 or 11 letters and digits, such as CAIXESBBXXX',
      })
      .optional(),
    PAYMENT_BENEFICIARY: z.string().trim().min(1).optional(),
    COOKIE_CONSENT_ID: z
      .string()
      .trim()
      .regex(/^[0-9a-f-]{36}$/i, 'must be the consent provider site id (a UUID)')
      .optional(),
    /**
     * The company the legal notice names (shared/legal-entity.ts; LSSI art. 10). The pages are prerendered, so
     * `npm run build` must see the same values; here they only feed the start-up warning while some are unset.
     */
    LEGAL_NAME: z.string().trim().min(1).optional(),
    LEGAL_NIF: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{9}$/i, 'must be a Spanish NIF: nine letters and digits, such as B12345678')
      .optional(),
    LEGAL_REGISTRY: z.string().trim().min(1).optional(),
    LEGAL_ADDRESS: z.string().trim().min(1).optional(),
    LEGAL_EMAIL: emailAddress.optional(),
    /** Which proxies in front of the site to believe about the client's address (X-Forwarded-For). */
    TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
    /** Who may read /metrics (plugins/metrics.ts): addresses and CIDR ranges; anyone else gets the 404 page. */
    METRICS_ALLOW: z
      .string()
      .default('127.0.0.1/8,::1')
      .transform((value, context) => {
        const entries = value.split(',').map((entry) => entry.trim());
        if (entries.every(isAddressOrRange)) return entries;
        context.addIssue({
          code: 'custom',
          message: 'must be a comma-separated list of addresses or CIDR ranges',
        });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().trim().min(1).default(DEFAULT_DATA_DIR),
    /** Send plain-HTTP requests to PUBLIC_URL over https (plugins/https-redirect.ts); unset, on when it can be. */
    HTTPS_REDIRECT: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    /** security.txt's Contact (RFC 9116); unset, mailto: INFO_EMAIL. */
    SECURITY_CONTACT: z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && ['mailto:', 'https:'].includes(new URL(value).protocol), {
        message: 'must be a mailto: or https: URI',
      })
      .optional(),
    /** security.txt's Expires; unset, a year after the server started. */
    SECURITY_TXT_EXPIRES: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 date and time, such as 2027-11-30T00:00:00Z' })
      .transform((value) => new Date(value).toISOString())
      .optional(),
  })
  .transform((env, context) => {
    const PUBLIC_URL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    // Only a proxy can say a request came over plain HTTP (X-Forwarded-Proto): without one, or with an http
    // PUBLIC_URL, there is nothing to redirect, so asking for it is a mistake worth stopping for.
    const canRedirect = PUBLIC_URL.startsWith('https:') && env.TRUST_PROXY !== false;
    if (env.HTTPS_REDIRECT === 'true' && !canRedirect)
      context.addIssue({
        code: 'custom',
        path: ['HTTPS_REDIRECT'],
        message:
          'true needs an https PUBLIC_URL and TRUST_PROXY (the proxy says which requests came over http)',
      });
    // A secret generated into DATA_DIR is one instance's own: the others would refuse its anti-forgery tokens
    // and e-mailed links. PostgreSQL is how several instances share a site, so there it must be given.
    if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL) && env.SESSION_SECRET === undefined)
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'required when DATABASE_URL is PostgreSQL: every instance must sign anti-forgery tokens and e-mailed ' +
          "links with the same secret, and one generated into DATA_DIR would be this instance's alone " +
          '(make one with: openssl rand -base64 48)',
      });
    return {
      ...env,
      PUBLIC_URL,
      HTTPS_REDIRECT: env.HTTPS_REDIRECT === undefined ? canRedirect : env.HTTPS_REDIRECT === 'true',
      SECURITY_CONTACT: env.SECURITY_CONTACT ?? `mailto:${env.INFO_EMAIL}`,
    };
  });

export type Config = z.output<typeof ConfigSchema> & { SESSION_SECRET: string };

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming each bad variable. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ConfigSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = result.data;
  return { ...config, SESSION_SECRET: config.SESSION_SECRET ?? readOrCreateSecret(config.DATA_DIR) };
}

/** Without SESSION_SECRET (SQLite only), one is generated once into the data folder so restarts keep tokens valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
