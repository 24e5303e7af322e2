/**
 * How far back a password reset removes the sign-in factors added (docs/decisions/0030-a-reset-removes-recent-
 * factors.md): the server removes them, its e-mail and the reset page's confirmation say so.
 */
export const RECENT_FACTOR_DAYS = 14;

/** POST /api/account/reset-password's model: whether two-factor sign-in was removed, and the passkeys' names. */
export interface RemovedFactors {
  twoFactor: boolean;
  passkeys: string[];
}
