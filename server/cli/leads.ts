import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { type CsvValue, toCsv } from './csv.ts';
import { type Io, withExistingDatabase } from './io.ts';

/**
 * `npm run leads -- export <contact|newsletter|white-paper|quote> [--since YYYY-MM-DD]`: prints the leads of
 * one form as CSV on standard output (oldest first), for a spreadsheet or a CRM import. --since keeps the rows
 * created on or after that day (UTC). The database is the one DATABASE_URL names, as for the server.
 */
export const LEAD_KINDS = ['contact', 'newsletter', 'white-paper', 'quote'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const USAGE = `Usage: npm run leads -- export <${LEAD_KINDS.join('|')}> [--since YYYY-MM-DD]`;

export class UsageError extends Error {}

export interface LeadsCommand {
  kind: LeadKind;
  since?: string;
}

export function parseLeadsArgs(argv: readonly string[]): LeadsCommand {
  const [command, kind, ...rest] = argv;
  if (command !== 'export')
    throw new UsageError(
      command ? `Unknown command "${command}": the only command is export.` : 'No command given.',
    );
  if (!kind) throw new UsageError('Say which leads to export.');
  if (!(LEAD_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`Unknown kind of lead "${kind}": use one of ${LEAD_KINDS.join(', ')}.`);
  let since: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    let value: string | undefined;
    if (arg === '--since') value = rest[++i];
    else if (arg.startsWith('--since=')) value = arg.slice('--since='.length);
    else throw new UsageError(`Unknown argument "${arg}".`);
    if (since !== undefined) throw new UsageError('--since is given twice.');
    if (!value) throw new UsageError('--since needs a date, as YYYY-MM-DD.');
    if (!isCalendarDate(value))
      throw new UsageError(`"${value}" is not a date as YYYY-MM-DD (for example 2026-01-31).`);
    since = value;
  }
  return since ? { kind: kind as LeadKind, since } : { kind: kind as LeadKind };
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What each export contains: the table and its columns, in the CSV's order. */
const EXPORTS = {
  contact: {
    table: 'contact_request',
    columns: [
      'created_at',
      'email',
      'first_name',
      'message',
      'allow_emails',
      'culture',
      'consent_version',
      'ip_hash',
    ],
  },
  newsletter: {
    table: 'newsletter_subscription',
    columns: [
      'created_at',
      'email',
      'status',
      'culture',
      'requested_at',
      'confirmed_at',
      'unsubscribed_at',
      'consent_version',
      'ip_hash',
      'confirmed_ip_hash',
    ],
  },
  'white-paper': {
    table: 'white_paper_request',
    columns: ['created_at', 'email', 'allow_emails', 'culture', 'consent_version', 'ip_hash'],
  },
  quote: {
    table: 'quote_request',
    columns: [
      'created_at',
      'company',
      'email',
      'users',
      'billing',
      'currency',
      'message',
      'culture',
      'consent_version',
      'ip_hash',
    ],
  },
} as const satisfies Record<LeadKind, { table: keyof Database; columns: readonly string[] }>;

/** SQLite returns booleans as 0/1 and PostgreSQL may return counts as strings: the CSV says what they mean. */
function cell(column: string, value: unknown): CsvValue {
  if (column === 'allow_emails') return Boolean(value);
  if (column === 'users') return Number(value);
  return value as CsvValue;
}

export async function exportLeads(db: Kysely<Database>, kind: LeadKind, since?: string): Promise<string> {
  const from = since ? `${since}T00:00:00.000Z` : '';
  const { table, columns } = EXPORTS[kind];
  const rows = (await db
    .selectFrom(table)
    .selectAll()
    .where('created_at', '>=', from)
    .orderBy('created_at')
    .execute()) as Array<Record<string, unknown>>;
  return toCsv(
    [...columns],
    rows.map((row) => columns.map((column) => cell(column, row[column]))),
  );
}

/** Runs the command; resolves to the process exit code (0 done, 1 no database, 2 bad arguments). */
export async function runLeadsCli(
  argv: readonly string[],
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let command: LeadsCommand;
  try {
    command = parseLeadsArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  return withExistingDatabase(env.DATABASE_URL || 'file:data/site.db', io, async ({ db }) => {
    io.stdout(await exportLeads(db, command.kind, command.since));
    return 0;
  });
}

if (import.meta.main) {
  process.exitCode = await runLeadsCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
