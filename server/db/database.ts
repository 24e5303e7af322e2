import type { Generated } from 'kysely';

/**
 * Every table, as Kysely sees it. Conventions (docs/decisions/0003-portable-columns.md): ids are text
 * (random UUIDs), times are ISO 8601 UTC text, booleans are read back as 0/1 on SQLite and true/false on
 * PostgreSQL, so repositories map rows before they leave the db layer.
 */
export interface Database {
  outbox_email: OutboxEmailTable;
  account: AccountTable;
  account_session: AccountSessionTable;
  account_token: AccountTokenTable;
  billing_address: BillingAddressTable;
}

/** One e-mail to deliver, rendered when the request that caused it was handled (the transactional outbox). */
export interface OutboxEmailTable {
  id: string;
  created_at: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html_body: string;
  text_body: string;
  /** Extra headers as a JSON object (List-Unsubscribe, …). */
  headers_json: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker's lease: nobody else takes the row before this time. */
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** Set when delivery is given up (after a day of retries); the row and its last error are kept. */
  gave_up_at: string | null;
}

/** A user of the site (`user` is reserved in PostgreSQL). The e-mail is stored trimmed and lowercased. */
export interface AccountTable {
  id: string;
  email: string;
  /** argon2id, PHC string form. */
  password_hash: string;
  email_confirmed_at: string | null;
  first_name: string | null;
  last_name: string | null;
  culture: string;
  /** Failed sign-ins since the last success or lockout. */
  failed_sign_ins: Generated<number>;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** A signed-in browser. The id is the SHA-256 of the cookie's value; the value itself is never stored. */
export interface AccountSessionTable {
  id: string;
  account_id: string;
  created_at: string;
  /** Idle expiry counts from here. */
  last_seen_at: string;
  /** The absolute expiry. */
  expires_at: string;
}

/** A one-off token e-mailed to the account's owner, stored as its SHA-256; single use, expiring. */
export interface AccountTokenTable {
  id: string;
  account_id: string;
  purpose: 'confirm-email' | 'reset-password';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The account's billing address; cif is empty unless the country is Spain. */
export interface BillingAddressTable {
  account_id: string;
  country: string;
  company_name: string;
  cif: string;
  address_line1: string;
  address_line2: string;
  city: string;
  post_code: string;
  updated_at: string;
}
