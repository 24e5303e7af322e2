import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { isoNow } from '#server/lib/clock.ts';
import { createSignedToken, verifySignedToken } from '#server/security/signed-token.ts';
import { verifyTotp } from '#server/security/totp.ts';
import { type TwoFactorKeys, twoFactorKeys } from '#server/security/two-factor-crypto.ts';
import { claimTimeStep, consumeRecoveryCode, findTwoFactor } from './two-factor.repository.ts';

/** How long the second step of a sign-in may wait for its code. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;

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

/** The signed token the password step hands the page for the second step: the account id, for minutes. */
export function createSecondFactorToken(app: FastifyInstance, accountId: string): string {
  const expiresAt = new Date(app.clock.now().getTime() + SECOND_FACTOR_TTL_MS);
  return createSignedToken(app.config.SESSION_SECRET, 'sign-in-second-factor', accountId, expiresAt);
}

/** The account id of a valid, unexpired second-step token, or null. */
export function readSecondFactorToken(app: FastifyInstance, token: string): string | null {
  const check = verifySignedToken(app.config.SESSION_SECRET, 'sign-in-second-factor', token, app.clock.now());
  return check.ok ? check.subject : null;
}

/**
 * Whether the code proves the second factor: a six-digit code of the authenticator app not used before (its
 * time step is claimed, so the same code cannot be accepted twice), or an unused recovery code (used up).
 */
export async function acceptSecondFactor(
  app: FastifyInstance,
  accountId: string,
  code: string,
): Promise<boolean> {
  const row = await findTwoFactor(app.db, accountId);
  if (!row?.isEnabled) return false;
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
