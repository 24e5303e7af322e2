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
import {
  grantOperatorRole,
  revokeOperatorRole,
} from '#server/routes/api/operator/operator-role.repository.ts';
import { normaliseEmail } from '#shared/validation/fields.ts';
import { type Io, withExistingDatabase } from './io.ts';

/**
 * `npm run account -- <command> <e-mail>` (docs/operations.md, Accounts), on the database DATABASE_URL names:
 * - `two-factor-off` turns two-factor sign-in off for an account whose owner has lost both the authenticator app
 *   and the recovery codes. Run it only once you are sure who is asking: the password alone signs in afterwards.
 *   The owner is e-mailed as when they turn it off themselves (the running site's outbox sends it).
 * - `grant-operator` and `revoke-operator` give and take the operator console's role (docs/product.md, Operator
 *   console). The console stays closed to an operator until their two-factor sign-in is on.
 */
export const USAGE =
  'Usage: npm run account -- two-factor-off|grant-operator|revoke-operator <e-mail address>';

export class UsageError extends Error {}

const COMMANDS = ['two-factor-off', 'grant-operator', 'revoke-operator'] as const;
type CommandName = (typeof COMMANDS)[number];

export interface AccountCommand {
  command: CommandName;
  email: string;
}

const WHOSE: Record<CommandName, string> = {
  'two-factor-off': "Say whose two-factor sign-in to turn off: the account's e-mail address.",
  'grant-operator': "Say who becomes an operator: the account's e-mail address.",
  'revoke-operator': "Say who stops being an operator: the account's e-mail address.",
};

const isCommand = (value: string | undefined): value is CommandName =>
  (COMMANDS as readonly (string | undefined)[]).includes(value);

export function parseAccountArgs(argv: readonly string[]): AccountCommand {
  const [command, email, ...rest] = argv;
  if (!isCommand(command))
    throw new UsageError(
      command
        ? `Unknown command "${command}": the commands are ${COMMANDS.join(', ')}.`
        : 'No command given.',
    );
  if (!email) throw new UsageError(WHOSE[command]);
  if (rest.length > 0) throw new UsageError(`Unknown argument "${rest[0]}".`);
  // As the account forms store it (shared/validation/fields.ts, normaliseEmail); an address stored before that
  // rule and outside it is looked up as it was stored then (trimmed, lower case).
  return { command, email: normaliseEmail(email.trim()) ?? email.trim().toLowerCase() };
}

/** What the commands need: the database, and what an e-mail to the owner is written with. */
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

export type OperatorOutcome =
  | 'granted'
  | 'granted-without-two-factor'
  | 'already-operator'
  | 'revoked'
  | 'not-operator'
  | 'no-account';

/**
 * Gives the account the console's role (account.operator_since). An account without two-factor sign-in may be
 * given it, but the console answers it as it answers everyone else until two-factor is on (operator-gate.ts).
 */
export async function grantOperator(context: AccountContext, email: string): Promise<OperatorOutcome> {
  const account = await findAccountByEmail(context.db, email);
  if (!account) return 'no-account';
  if (!(await grantOperatorRole(context.db, account.id, isoNow(context.clock)))) return 'already-operator';
  const twoFactor = await findTwoFactor(context.db, account.id);
  return twoFactor?.isEnabled ? 'granted' : 'granted-without-two-factor';
}

export async function revokeOperator(context: AccountContext, email: string): Promise<OperatorOutcome> {
  const account = await findAccountByEmail(context.db, email);
  if (!account) return 'no-account';
  return (await revokeOperatorRole(context.db, account.id)) ? 'revoked' : 'not-operator';
}

const SAID_OF_OPERATOR: Record<OperatorOutcome, (email: string) => string> = {
  granted: (email) => `${email} is now an operator: the console is open to them at /operator.\n`,
  'granted-without-two-factor': (email) =>
    `${email} is now an operator, but two-factor sign-in is off for this account: the console stays closed ` +
    'to them until they turn it on (My Account, Security).\n',
  'already-operator': (email) => `${email} was already an operator: nothing changed.\n`,
  revoked: (email) => `${email} is no longer an operator: the console is closed to them.\n`,
  'not-operator': (email) => `${email} was not an operator: nothing changed.\n`,
  'no-account': (email) => `There is no account with the e-mail address ${email}.\n`,
};

const SAID: Record<TwoFactorOffOutcome, (email: string) => string> = {
  'turned-off': (email) =>
    `Two-factor sign-in is off for ${email}: its key and recovery codes are deleted, and the owner is e-mailed.\n`,
  'already-off': (email) => `Two-factor sign-in was already off for ${email}: nothing changed.\n`,
  'no-account': (email) => `There is no account with the e-mail address ${email}.\n`,
};

/** Runs a command; resolves to the process exit code (0 done, 1 no database or no such account, 2 bad input). */
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
    const context: AccountContext = {
      db: database.db,
      kind: database.kind,
      clock: systemClock,
      i18n: await createServerI18n(),
      publicUrl: config.PUBLIC_URL,
      supportEmail: config.INFO_EMAIL,
    };
    let said: string;
    let found: boolean;
    if (command.command === 'two-factor-off') {
      const outcome = await turnOffTwoFactor(context, command.email);
      said = SAID[outcome](command.email);
      found = outcome !== 'no-account';
    } else {
      const change = command.command === 'grant-operator' ? grantOperator : revokeOperator;
      const outcome = await change(context, command.email);
      said = SAID_OF_OPERATOR[outcome](command.email);
      found = outcome !== 'no-account';
    }
    (found ? io.stdout : io.stderr)(said);
    return found ? 0 : 1;
  });
}

if (import.meta.main) {
  process.exitCode = await runAccountCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
