import type { i18n } from 'i18next';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '#server/config.ts';
import type { DatabaseKind } from '#server/db/connect.ts';
import type { Database } from '#server/db/database.ts';
import { createServerI18n } from '#server/i18n.ts';
import { type Clock, isoNow, systemClock } from '#server/lib/clock.ts';
import { enqueueEmail } from '#server/mail/outbox.ts';
import { twoFactorDisabledTemplate } from '#server/mail/templates/account-two-factor-disabled.ts';
import { findAccountByEmail } from '#server/routes/api/account/account.repository.ts';
import { accountLinks, composeAccountEmail } from '#server/routes/api/account/account-emails.ts';
import { deleteTwoFactor, findTwoFactor } from '#server/routes/api/account/security/two-factor.repository.ts';
import { normaliseEmail } from '#shared/validation/fields.ts';
import { type Io, withExistingDatabase } from './io.ts';

/**
 * `npm run account -- two-factor-off <e-mail>`: turns two-factor sign-in off for an account whose owner has
 * lost both the authenticator app and the recovery codes (docs/operations.md, Accounts). Run it only once you
 * are sure who is asking: the password alone signs in afterwards. The owner is e-mailed as when they turn it
 * off themselves (the running site's outbox sends it). The database is the one DATABASE_URL names.
 */
export const USAGE = 'Usage: npm run account -- two-factor-off <e-mail address>';

export class UsageError extends Error {}

export interface AccountCommand {
  command: 'two-factor-off';
  email: string;
}

export function parseAccountArgs(argv: readonly string[]): AccountCommand {
  const [command, email, ...rest] = argv;
  if (command !== 'two-factor-off')
    throw new UsageError(
      command ? `Unknown command "${command}": the only command is two-factor-off.` : 'No command given.',
    );
  if (!email) throw new UsageError("Say whose two-factor sign-in to turn off: the account's e-mail address.");
  if (rest.length > 0) throw new UsageError(`Unknown argument "${rest[0]}".`);
  // As the account forms store it (shared/validation/fields.ts, normaliseEmail); an address stored before that
  // rule and outside it is looked up as it was stored then (trimmed, lower case).
  return { command, email: normaliseEmail(email.trim()) ?? email.trim().toLowerCase() };
}

/** What turning it off needs: the database, and what the owner's e-mail is written with. */
interface AccountContext {
  db: Kysely<Database>;
  kind: DatabaseKind;
  clock: Clock;
  i18n: i18n;
  publicUrl: string;
  supportEmail: string;
}

export type TwoFactorOffOutcome = 'turned-off' | 'already-off' | 'no-account';

/**
 * Deletes the account's two-factor secret and recovery codes and queues the "Two-factor sign-in is off" e-mail,
 * in one transaction.
 */
export async function turnOffTwoFactor(context: AccountContext, email: string): Promise<TwoFactorOffOutcome> {
  const { db, kind, clock } = context;
  const account = await findAccountByEmail(db, email);
  if (!account) return 'no-account';
  if (!(await findTwoFactor(db, account.id))) return 'already-off';
  await db.transaction().execute(async (trx) => {
    await deleteTwoFactor(trx, account.id);
    // As every security notice: to a confirmed address only (account-emails.ts).
    const notice = composeAccountEmail(context.i18n, account, twoFactorDisabledTemplate, {
      changedAt: isoNow(clock),
      // Support turned it off, from no browser of the owner's: the notice names no device.
      browser: null,
      system: null,
      address: null,
      securityUrl: accountLinks(context.publicUrl, account.culture).security,
      supportEmail: context.supportEmail,
    });
    if (notice) await enqueueEmail(trx, kind, clock, notice);
  });
  return 'turned-off';
}

const SAID: Record<TwoFactorOffOutcome, (email: string) => string> = {
  'turned-off': (email) =>
    `Two-factor sign-in is off for ${email}: its key and recovery codes are deleted, and the owner is e-mailed.\n`,
  'already-off': (email) => `Two-factor sign-in was already off for ${email}: nothing changed.\n`,
  'no-account': (email) => `There is no account with the e-mail address ${email}.\n`,
};

/** Runs the command; resolves to the process exit code (0 done, 1 no database or no such account, 2 bad input). */
export async function runAccountCli(
  argv: readonly string[],
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let command: AccountCommand;
  try {
    command = parseAccountArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`${error.message}\n`);
    return 2;
  }
  return withExistingDatabase(config.DATABASE_URL, io, async (database) => {
    const outcome = await turnOffTwoFactor(
      {
        db: database.db,
        kind: database.kind,
        clock: systemClock,
        i18n: await createServerI18n(),
        publicUrl: config.PUBLIC_URL,
        supportEmail: config.INFO_EMAIL,
      },
      command.email,
    );
    (outcome === 'no-account' ? io.stderr : io.stdout)(SAID[outcome](command.email));
    return outcome === 'no-account' ? 1 : 0;
  });
}

if (import.meta.main) {
  process.exitCode = await runAccountCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
