import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { Clock } from '#server/lib/clock.ts';
import { isoNow } from '#server/lib/clock.ts';

type Db = Kysely<Database> | Transaction<Database>;

// What the site holds about a person, read for their data export (data-export.ts) and erased when they delete
// the account (account-deletion.ts). Each read names the columns it gives out: a secret (a password hash, a
// session id, a token's hash, an e-mail's body with its one-off links) is never selected.

/** The account's own columns; its sign-in failure count and pause are part of what is held about it. */
export async function readAccount(db: Db, accountId: string) {
  const row = await db
    .selectFrom('account')
    .select([
      'id',
      'email',
      'email_confirmed_at',
      'first_name',
      'last_name',
      'culture',
      'failed_sign_ins',
      'failed_sign_ins_since',
      'locked_until',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    emailConfirmedAt: row.email_confirmed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    failedSignIns: Number(row.failed_sign_ins),
    failedSignInsSince: row.failed_sign_ins_since,
    lockedUntil: row.locked_until,
    profile: { firstName: row.first_name, lastName: row.last_name, culture: row.culture },
  };
}

/** The account's signed-in browsers, oldest first; `session` tells the one asking apart. */
export async function readSessions(db: Db, accountId: string, currentSessionId: string | null) {
  const rows = await db
    .selectFrom('account_session')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    startedAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    isThisBrowser: row.id === currentSessionId,
  }));
}

/** The one-off links e-mailed to the account (confirmation, reset): when, what for, whether used. */
export async function readAccountTokens(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('account_token')
    .select(['purpose', 'created_at', 'expires_at', 'used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    purpose: row.purpose,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  }));
}

/**
 * Two-factor sign-in: whether it is on, since when, and how many recovery codes are left; never the secret
 * (encrypted at rest) nor the codes' hashes. Null when it was never set up.
 */
export async function readTwoFactor(db: Db, accountId: string) {
  const row = await db
    .selectFrom('account_two_factor')
    .select(['created_at', 'enabled_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const codes = await db
    .selectFrom('account_recovery_code')
    .select(['created_at', 'used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return {
    isEnabled: row.enabled_at !== null,
    setUpAt: row.created_at,
    enabledAt: row.enabled_at,
    recoveryCodes: codes.map((code) => ({ createdAt: code.created_at, usedAt: code.used_at })),
  };
}

/** The account's passkeys: their names and dates, never the credential id or public key. */
export async function readPasskeys(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('account_passkey')
    .select(['name', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ name: row.name, addedAt: row.created_at, lastUsedAt: row.last_used_at }));
}

type LeadTable = 'contact_request' | 'quote_request' | 'white_paper_request';

/** A lead table's rows sent with the address, oldest first: lead rows hold nothing secret, all is given out. */
async function leadRows<T extends LeadTable>(db: Db, table: T, email: string) {
  const rows = await db
    .selectFrom(table as LeadTable)
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at')
    .execute();
  // Kysely types a generic table's rows as those of any lead table; T says which one they are.
  return rows as unknown as Selectable<Database[T]>[];
}

/** Messages sent through the contact form with the address. */
export async function readContactRequests(db: Db, email: string) {
  return (await leadRows(db, 'contact_request', email)).map((row) => ({
    id: row.id,
    sentAt: row.created_at,
    firstName: row.first_name,
    message: row.message,
    allowEmails: Boolean(row.allow_emails),
    consent: consentOf(row, row.created_at),
  }));
}

/** Quote requests sent with the address. */
export async function readQuoteRequests(db: Db, email: string) {
  return (await leadRows(db, 'quote_request', email)).map((row) => ({
    id: row.id,
    sentAt: row.created_at,
    company: row.company,
    users: Number(row.users),
    billing: row.billing,
    currency: row.currency,
    message: row.message,
    consent: consentOf(row, row.created_at),
  }));
}

/** Requests for the research study sent with the address. */
export async function readWhitePaperRequests(db: Db, email: string) {
  return (await leadRows(db, 'white_paper_request', email)).map((row) => ({
    id: row.id,
    sentAt: row.created_at,
    allowEmails: Boolean(row.allow_emails),
    consent: consentOf(row, row.created_at),
  }));
}

/** The address's newsletter subscription (one row per address), or null. */
export async function readNewsletterSubscription(db: Db, email: string) {
  const row = await db
    .selectFrom('newsletter_subscription')
    .select([
      'id',
      'status',
      'created_at',
      'requested_at',
      'confirmed_at',
      'unsubscribed_at',
      'culture',
      'consent_version',
      'ip_hash',
      'confirmed_ip_hash',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    firstRequestedAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    consent: { ...consentOf(row, row.requested_at), confirmedFromAddressHash: row.confirmed_ip_hash },
  };
}

/** The e-mails the site wrote to the address: what and when, never the bodies (they may hold one-off links). */
export async function readEmailsTo(db: Db, email: string) {
  const rows = await db
    .selectFrom('outbox_email')
    .select(['id', 'created_at', 'subject', 'template', 'culture', 'sent_at', 'gave_up_at'])
    .where('to_address', '=', email)
    .where('job', 'is', null)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    queuedAt: row.created_at,
    subject: row.subject,
    kind: row.template,
    culture: row.culture,
    sentAt: row.sent_at,
    gaveUpAt: row.gave_up_at,
  }));
}

/** A lead's evidence of consent (GDPR art. 7(1)): when, in which culture, which wording, from which address. */
function consentOf(row: { culture: string; consent_version: string; ip_hash: string }, givenAt: string) {
  return {
    givenAt,
    culture: row.culture,
    version: row.consent_version,
    // A keyed hash of the client's IP address: the site never stores the address itself.
    fromAddressHash: row.ip_hash,
  };
}

/**
 * The tables that hold rows of an account by its account_id, erased with it (account-deletion.ts). A table
 * added for an account later is one more entry here; the foreign keys cascade as well, but the list says it
 * where a reader looks.
 */
export const ACCOUNT_OWNED_TABLES = [
  'account_session',
  'account_token',
  'account_device',
  'organisation_member',
  'account_two_factor',
  'account_recovery_code',
  'account_passkey',
  'webauthn_challenge',
  'sign_in_second_step',
] as const;

/**
 * Erases the account and every row it owns, inside the caller's transaction; the lead records sent with the
 * same address (and their evidence of consent) are not the account's and stay (docs/product.md, Your data).
 * Its organisation goes with its only member, unless it has orders (deleteOrganisationIfUnused).
 * False when the account was already gone (two deletions at once: only the first says farewell).
 */
export async function deleteAccountRows(trx: Transaction<Database>, accountId: string): Promise<boolean> {
  const organisations = await trx
    .selectFrom('organisation_member')
    .select('organisation_id')
    .where('account_id', '=', accountId)
    .execute();
  // The orders it placed and the actions it took as an operator are the business's records: they stay, no
  // longer linked to the account (the foreign keys say the same, ON DELETE SET NULL).
  await trx
    .updateTable('licence_order')
    .set({ placed_by_account_id: null })
    .where('placed_by_account_id', '=', accountId)
    .execute();
  await trx
    .updateTable('operator_action')
    .set({ operator_account_id: null })
    .where('operator_account_id', '=', accountId)
    .execute();
  for (const table of ACCOUNT_OWNED_TABLES)
    await trx.deleteFrom(table).where('account_id', '=', accountId).execute();
  const deleted = await trx.deleteFrom('account').where('id', '=', accountId).executeTakeFirst();
  for (const { organisation_id } of organisations) await deleteOrganisationIfUnused(trx, organisation_id);
  return Number(deleted.numDeletedRows) > 0;
}

/**
 * An organisation left without members goes too, unless it has ordered: an order, its invoice and its licence
 * are the business's record (and the orders keep their own copy of the organisation), so it stays for them.
 */
async function deleteOrganisationIfUnused(trx: Transaction<Database>, organisationId: string): Promise<void> {
  const member = await trx
    .selectFrom('organisation_member')
    .select('account_id')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  const order = await trx
    .selectFrom('licence_order')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (member || order) return;
  await trx.deleteFrom('organisation').where('id', '=', organisationId).execute();
}

/**
 * Drops the account e-mails to the address that are still waiting to go, and any password reset asked for it
 * that the worker has not yet looked at: their links lead into an account that no longer exists. What was
 * already sent keeps its row (no bodies), as every sent e-mail does; lead e-mails (a contact acknowledgement,
 * the newsletter's) still go, since their records stay.
 */
export async function dropPendingAccountEmails(
  trx: Transaction<Database>,
  clock: Clock,
  email: string,
): Promise<void> {
  await trx
    .deleteFrom('outbox_email')
    .where('to_address', '=', email)
    .where('sent_at', 'is', null)
    .where('gave_up_at', 'is', null)
    .where((eb) => eb.or([eb('template', 'like', 'account-%'), eb('job', 'is not', null)]))
    // A row a worker holds right now is being sent: left to it, so the worker's lease is never pulled away.
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', isoNow(clock))]))
    .execute();
}
