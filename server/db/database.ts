import type { Generated } from 'kysely';

/**
 * Every table, as Kysely sees it. Conventions (docs/decisions/0003-portable-columns.md): ids are text
 * (random UUIDs), times are ISO 8601 UTC text, booleans are read back as 0/1 on SQLite and true/false on
 * PostgreSQL, so repositories map rows before they leave the db layer.
 */
export interface Database {
  outbox_email: OutboxEmailTable;
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
