import type { Generated } from 'kysely';

/**
 * Every table, as Kysely sees it. Conventions (docs/decisions/0003-portable-columns.md): ids are text
 * (random UUIDs), times are ISO 8601 UTC text, booleans are read back as 0/1 on SQLite and true/false on
 * PostgreSQL, so repositories map rows before they leave the db layer.
 */
export interface Database {
  outbox_email: OutboxEmailTable;
  contact_request: ContactRequestTable;
  newsletter_subscription: NewsletterSubscriptionTable;
  white_paper_request: WhitePaperRequestTable;
  quote_request: QuoteRequestTable;
  account: AccountTable;
  account_session: AccountSessionTable;
  account_token: AccountTokenTable;
  account_device: AccountDeviceTable;
  organisation: OrganisationTable;
  organisation_member: OrganisationMemberTable;
  licence_order: LicenceOrderTable;
  order_invoice: OrderInvoiceTable;
  licence: LicenceTable;
  operator_action: OperatorActionTable;
  account_two_factor: AccountTwoFactorTable;
  account_recovery_code: AccountRecoveryCodeTable;
  account_passkey: AccountPasskeyTable;
  webauthn_challenge: WebauthnChallengeTable;
  sign_in_second_step: SignInSecondStepTable;
}

/**
 * One e-mail to deliver, rendered when the request that caused it was handled (the transactional outbox).
 * Once sent or given up, its bodies and headers are erased (they may hold one-off links); the rest stays.
 */
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
  /** The template's name (EmailTemplate.name); null on a job row and on rows older than the column. */
  template: string | null;
  /** The culture the e-mail was written in (the job's requester's culture on a job row). */
  culture: string | null;
  /**
   * Set on a job row: work the worker does off the request path and which may queue an e-mail (a password
   * reset asked for to_address). Its bodies are empty; the row is deleted once the job is done.
   */
  job: string | null;
}

/** The evidence every lead keeps of its consent (GDPR art. 7(1)). */
export interface ConsentEvidence {
  /** The interface culture the visitor saw the consent text in. */
  culture: string;
  /** Which wording of the consent text they agreed to (shared/validation/consent.ts). */
  consent_version: string;
  /** HMAC-SHA256 of the request's IP keyed with SESSION_SECRET; never the IP itself. */
  ip_hash: string;
}

/** A message sent through the contact form; created_at is also the time of consent. */
export interface ContactRequestTable extends ConsentEvidence {
  id: string;
  created_at: string;
  email: string;
  first_name: string;
  message: string;
  /** False when the visitor ticked 'I do not wish to receive the latest news...'. */
  allow_emails: boolean | number;
}

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * One row per address (double opt-in): pending until the e-mailed link is followed, then confirmed; an
 * unsubscribed row is kept so the address is not written to again. The evidence columns describe the latest
 * request to subscribe (requested_at); confirmed_at and confirmed_ip_hash, the click that confirmed it.
 */
export interface NewsletterSubscriptionTable extends ConsentEvidence {
  id: string;
  email: string;
  status: NewsletterStatus;
  created_at: string;
  requested_at: string;
  confirmed_at: string | null;
  confirmed_ip_hash: string | null;
  unsubscribed_at: string | null;
  /** When the last confirmation (or already-subscribed) e-mail was queued: repeats are throttled. */
  last_email_at: string | null;
}

/** A request for the research study; created_at is also the time of consent. */
export interface WhitePaperRequestTable extends ConsentEvidence {
  id: string;
  created_at: string;
  email: string;
  allow_emails: boolean | number;
}

/** A quote request; created_at is also the time of consent. */
export interface QuoteRequestTable extends ConsentEvidence {
  id: string;
  created_at: string;
  company: string;
  email: string;
  users: number;
  billing: string;
  currency: string;
  /** Empty when the visitor wrote none. */
  message: string;
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
  /**
   * Failed sign-ins (from any address) in the window that started at failed_sign_ins_since, ended by a
   * success, a lockout or a reset (docs/product.md, Sign-in and lockout).
   */
  failed_sign_ins: Generated<number>;
  /** When the first failure of the current window was; null when there is none. */
  failed_sign_ins_since: string | null;
  locked_until: string | null;
  /** Set while the account may use the operator console (`npm run account -- grant-operator`). */
  operator_since: string | null;
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
  /** The browser's User-Agent at sign-in (shown as browser and system); null on older rows. */
  user_agent: string | null;
  /** The client's address, truncated (192.0.2.x, the first 3 groups of IPv6); null on older rows. */
  address: string | null;
  /** When the password was last given in this session (sign-in, a licence key's request). */
  password_checked_at: string | null;
}

/** A one-off token e-mailed to the account's owner, stored as its SHA-256; single use, expiring. */
export interface AccountTokenTable {
  id: string;
  account_id: string;
  purpose: 'confirm-email' | 'reset-password' | 'change-email' | 'undo-email-change';
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** change-email: the new address to confirm; undo-email-change: the old address to restore. */
  email: string | null;
}

/**
 * A browser the account has signed in from, known by the SHA-256 of its long-lived device cookie: a sign-in
 * from any other is e-mailed to the owner (docs/security.md, New-device e-mail).
 */
export interface AccountDeviceTable {
  account_id: string;
  device_hash: string;
  created_at: string;
  last_used_at: string;
}

/**
 * The company that buys licences, with its billing address (docs/product.md, Organisation). cif is set only in
 * Spain, vat_number only elsewhere in the EU. customer_id is the id its licence keys carry.
 */
export interface OrganisationTable {
  id: string;
  customer_id: string;
  legal_name: string;
  country: string;
  cif: string;
  vat_number: string;
  address_line1: string;
  address_line2: string;
  city: string;
  post_code: string;
  created_at: string;
  updated_at: string;
}

/** Who belongs to an organisation, and as what; today each has one member, its owner. */
export type OrganisationRole = 'owner';

export interface OrganisationMemberTable {
  organisation_id: string;
  account_id: string;
  role: OrganisationRole;
  created_at: string;
}

/**
 * An order (docs/product.md, Orders), priced by the server: amounts are integer cents of its currency.
 * lines_json holds its OrderLine[]; organisation_json the organisation as it was when placed.
 */
export interface LicenceOrderTable {
  id: string;
  reference: string;
  organisation_id: string;
  placed_by_account_id: string | null;
  plan: string;
  billing: string;
  currency: string;
  users: number;
  lines_json: string;
  net_cents: number;
  vat: string;
  vat_percent: number;
  vat_cents: number;
  total_cents: number;
  sku: string;
  licensed_users: number;
  organisation_json: string;
  culture: string;
  status: 'placed' | 'paid' | 'cancelled';
  placed_at: string;
  /** The day the transfer arrived, as the operator entered it. */
  paid_on: string | null;
  paid_amount_cents: number | null;
  paid_at: string | null;
  cancelled_at: string | null;
}

/** The invoice accounting issued for a paid order, a PDF of at most 5 MB. */
export interface OrderInvoiceTable {
  order_id: string;
  file_name: string;
  content: Uint8Array;
  size: number;
  attached_at: string;
}

/** A licence a paid order issued; key_encrypted is its key, AES-256-GCM encrypted. auto_renews is always 0. */
export interface LicenceTable {
  id: string;
  order_id: string;
  organisation_id: string;
  sku: string;
  customer_id: string;
  users: number;
  auto_renews: number;
  /** yyyy-mm-dd: the key stops at 00:00 UTC that day. */
  end_date: string;
  key_encrypted: string;
  issued_at: string;
}

/** Something an operator did to an order; detail_json holds what it recorded. */
export interface OperatorActionTable {
  id: string;
  order_id: string;
  operator_account_id: string | null;
  operator_email: string;
  action: 'mark-paid' | 'cancel' | 'attach-invoice';
  detail_json: string;
  /** The address the request came from, truncated (client-device.ts). */
  from_address: string;
  at: string;
}

/**
 * The account's authenticator-app (TOTP) secret, AES-256-GCM encrypted. enabled_at is null between "set up"
 * and the first code that confirms it; last_used_step (bigint: a string on PostgreSQL) refuses a code twice.
 */
export interface AccountTwoFactorTable {
  account_id: string;
  secret_encrypted: string;
  created_at: string;
  enabled_at: string | null;
  last_used_step: number | string | null;
  /**
   * Codes checked since the last right one (counted before they are judged; a right code resets it): every
   * tenth pauses code checks until codes_paused_until (docs/security.md, Guessing). An account's pause does
   * not reset it.
   */
  failed_codes: Generated<number>;
  codes_paused_until: string | null;
}

/** A single-use recovery code, stored as an HMAC-SHA256 keyed with the two-factor key. */
export interface AccountRecoveryCodeTable {
  id: string;
  account_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** A passkey (WebAuthn credential); id and public_key are base64url; sign_count is a string on PostgreSQL. */
export interface AccountPasskeyTable {
  id: string;
  account_id: string;
  public_key: string;
  sign_count: number | string;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge handed out and not yet answered: single use, expiring in minutes. */
export interface WebauthnChallengeTable {
  id: string;
  challenge: string;
  purpose: 'register' | 'sign-in';
  account_id: string | null;
  expires_at: string;
}

/**
 * The second step of a sign-in with two-factor on, handed out by the password step: its token (stored as its
 * SHA-256) is good for minutes, in the browser whose second-step cookie hashes to browser_hash, for one sign-in.
 */
export interface SignInSecondStepTable {
  id: string;
  account_id: string;
  browser_hash: string;
  expires_at: string;
  used_at: string | null;
}
