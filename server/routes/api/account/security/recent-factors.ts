import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { Clock } from '#server/lib/clock.ts';
import { RECENT_FACTOR_DAYS, type RemovedFactors } from '#shared/api/removed-factors.ts';
import { deletePasskeysCreatedSince } from './passkeys.repository.ts';
import { deleteTwoFactorEnabledSince } from './two-factor.repository.ts';

/**
 * Inside the reset's transaction: removes the sign-in factors added in the last RECENT_FACTOR_DAYS days, which
 * whoever held a session or the mailbox may have added; older ones stay, so the mailbox alone cannot strip a
 * long-standing second factor (docs/security.md, Sign-in factors).
 */
export async function removeRecentFactors(
  trx: Transaction<Database>,
  clock: Clock,
  accountId: string,
): Promise<RemovedFactors> {
  const since = new Date(clock.now().getTime() - RECENT_FACTOR_DAYS * 24 * 60 * 60_000).toISOString();
  return {
    twoFactor: await deleteTwoFactorEnabledSince(trx, accountId, since),
    passkeys: await deletePasskeysCreatedSince(trx, accountId, since),
  };
}
