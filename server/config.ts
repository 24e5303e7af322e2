import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    MAIL_FROM: z.string().trim().min(3).default('FakeXrmEasy <no-reply@dynamicsvalue.com>'),
    SALES_EMAIL: emailAddress.default(PUBLIC_EMAILS.sales),
    INFO_EMAIL: emailAddress.default(PUBLIC_EMAILS.info),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    COOKIE_CONSENT_ID: z
      .string()
      .trim()
      .regex(/^[0-9a-f-]{36}$/i, 'must be the consent provider site id (a UUID)')
      .optional(),
    /** Behind a load balancer or reverse proxy, trust X-Forwarded-For for the client's IP (rate limits). */
    TRUST_PROXY: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().trim().min(1).default(DEFAULT_DATA_DIR),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

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

/** Without SESSION_SECRET, one is generated once into the data folder so restarts keep tokens valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
