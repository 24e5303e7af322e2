import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { isoNow } from '#server/lib/clock.ts';
import { codesPausedTemplate } from '#server/mail/templates/account-codes-paused.ts';
import { isServedOverHttps, siteCookie } from '#server/plugins/cookies.ts';
import { findAccountById } from '#server/routes/api/account/account.repository.ts';
import { accountLinks, queueAccountEmail } from '#server/routes/api/account/account-emails.ts';
import {
  claimTimeStep,
  clearCodeFailures,
  consumeRecoveryCode,
  countCodeAttempt,
  findTwoFactor,
  type TwoFactorRow,
} from '#server/routes/api/account/security/two-factor.repository.ts';
import { generateSecret, hashSecret, isWellFormedSecret } from '#server/security/tokens.ts';
import { verifyTotp } from '#server/security/totp.ts';
import { type TwoFactorKeys, twoFactorKeys } from '#server/security/two-factor-crypto.ts';
import { SITE_COOKIES } from '#shared/site-cookies.ts';
import { findSecondStep, saveSecondStep, spendSecondStep } from './second-step.repository.ts';

/** How long the second step of a sign-in may wait for its code (and its browser cookie lasts). */
export const SECOND_FACTOR_TTL_MS = (SITE_COOKIES.tfa.maxAgeSeconds as number) * 1000;

/**
 * Codes of an account judged between pauses (docs/security.md, Guessing): every tenth code since the last right
 * one pauses code checks, for 15 minutes, then 1 hour, then 4 hours, then 24 hours each time. So whoever has the
 * password gets 40 codes judged in the first 24 hours and 10 a day after that, from any number of addresses.
 */
export const CODES_PER_PAUSE = 10;
export const CODE_PAUSES_MS = [15 * 60_000, 60 * 60_000, 4 * 60 * 60_000, 24 * 60 * 60_000] as const;

const keysByApp = new WeakMap<FastifyInstance, TwoFactorKeys>();

/** The app's two-factor keys (derived once per app from its configuration). */
export function keysOf(app: FastifyInstance): TwoFactorKeys {
  const known = keysByApp.get(app);
  if (known) return known;
  const keys = twoFactorKeys(app.config);
  keysByApp.set(app, keys);
  return keys;
}

/** Whether the account's sign-in asks for a second factor (set up and confirmed). */
export async function hasTwoFactor(db: Kysely<Database>, accountId: string): Promise<boolean> {
  return (await findTwoFactor(db, accountId))?.isEnabled === true;
}

/** The second-step cookie as this app sets it (`__Host-tfa` over https). */
const secondStepCookie = (app: FastifyInstance) =>
  siteCookie(SITE_COOKIES.tfa, isServedOverHttps(app.config));

/**
 * The second step the password step hands out (docs/security.md, Guessing): a random token for the page, and a
 * random value in a short-lived HttpOnly cookie of this browser; the database keeps both as hashes, for
 * SECOND_FACTOR_TTL_MS. A token read by another browser, or spent by a sign-in, is worth nothing.
 */
export async function createSecondFactorToken(
  app: FastifyInstance,
  reply: FastifyReply,
  accountId: string,
): Promise<string> {
  const token = generateSecret();
  const browserValue = generateSecret();
  const now = app.clock.now();
  await saveSecondStep(
    app.db,
    {
      id: hashSecret(token),
      accountId,
      browserHash: hashSecret(browserValue),
      expiresAt: new Date(now.getTime() + SECOND_FACTOR_TTL_MS).toISOString(),
    },
    now.toISOString(),
  );
  const { name, options } = secondStepCookie(app);
  reply.setCookie(name, browserValue, options);
  return token;
}

/** A second step still open to this browser: the account it signs in to, and its id to spend it by. */
export interface SecondStep {
  accountId: string;
  id: string;
}

/**
 * The second step of a token that is unexpired, unspent and handed out to this very browser (its cookie), or
 * null. Reading it spends nothing: wrong codes may be retried within its minutes (the limits count them).
 */
export async function readSecondFactorToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<SecondStep | null> {
  const browserValue = request.cookies[secondStepCookie(app).name];
  if (!isWellFormedSecret(token) || !isWellFormedSecret(browserValue)) return null;
  const id = hashSecret(token);
  const step = await findSecondStep(app.db, id, isoNow(app.clock));
  if (!step || step.browserHash !== hashSecret(browserValue)) return null;
  return { accountId: step.accountId, id };
}

/**
 * Spends the second step on the sign-in it completes and clears the browser's cookie; false when another
 * request spent it first.
 */
export async function spendSecondFactorToken(
  app: FastifyInstance,
  reply: FastifyReply,
  step: SecondStep,
): Promise<boolean> {
  const { name, options } = secondStepCookie(app);
  reply.clearCookie(name, options);
  return spendSecondStep(app.db, step.id, isoNow(app.clock));
}

/**
 * Whether the code proves the second factor: a six-digit code of the authenticator app not used before (its
 * time step is claimed, so the same code cannot be accepted twice), or an unused recovery code (used up).
 * Every check counts, wherever it is asked for (sign-in, turning two-factor off, new recovery codes, deletion…):
 * the code is counted before it is judged, and while code checks are paused every code is refused unjudged, the
 * right one too. Only a right code ends the series; the first pause of a series e-mails the owner, once.
 */
export async function acceptSecondFactor(
  app: FastifyInstance,
  accountId: string,
  code: string,
): Promise<boolean> {
  const row = await findTwoFactor(app.db, accountId);
  if (!row?.isEnabled) return false;
  const now = app.clock.now().getTime();
  const count = await countCodeAttempt(app.db, accountId, {
    now: new Date(now).toISOString(),
    perPause: CODES_PER_PAUSE,
    pausesUntil: CODE_PAUSES_MS.map((ms) => new Date(now + ms).toISOString()),
  });
  if (count === null) return false;
  if (await judgeCode(app, accountId, row, code)) {
    await clearCodeFailures(app.db, accountId);
    return true;
  }
  if (count === CODES_PER_PAUSE) await tellOwnerCodesPaused(app, accountId);
  return false;
}

async function judgeCode(
  app: FastifyInstance,
  accountId: string,
  row: TwoFactorRow,
  code: string,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const secret = keysOf(app).decrypt(row.secretEncrypted);
    if (secret === null) {
      app.log.error({ accountId }, 'two-factor secret cannot be decrypted: was TWO_FACTOR_KEY changed?');
      return false;
    }
    const step = await verifyTotp(secret, code, app.clock, row.lastUsedStep);
    return step !== null && (await claimTimeStep(app.db, accountId, step));
  }
  return consumeRecoveryCode(app.db, accountId, keysOf(app).hashRecoveryCode(code), isoNow(app.clock));
}

/** The first pause of a series: only the request whose code was the CODES_PER_PAUSE-th gets here. */
async function tellOwnerCodesPaused(app: FastifyInstance, accountId: string): Promise<void> {
  const account = await findAccountById(app.db, accountId);
  if (!account) return;
  await queueAccountEmail(app, app.db, account, codesPausedTemplate, {
    codes: CODES_PER_PAUSE,
    minutes: CODE_PAUSES_MS[0] / 60_000,
    forgotPasswordUrl: accountLinks(app.config.PUBLIC_URL, account.culture).forgotPassword,
  });
  app.mailer.nudge();
}
