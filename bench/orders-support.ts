import { spawn } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { generate } from 'otplib';
import pg from 'pg';
import type { OrderChoiceRequest } from '#shared/validation/order.ts';
import type { OrganisationForm } from '#shared/validation/organisation.ts';
import { ROOT } from './support.ts';

/**
 * What the benches that buy licences need besides HTTP (docs/product.md, Orders; Operator console): the site's
 * database, to confirm the addresses of the accounts they make (a customer must have confirmed it to buy) and to
 * count licences at the end; the account command, to make an operator as an operator is made; and the codes of an
 * authenticator app, since an operator must have two-factor sign-in on.
 */
export interface SiteDatabase {
  /** One statement, `?` for each parameter (numbered for PostgreSQL here); its rows, if it returns any. */
  query(sql: string, params?: readonly (string | number)[]): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

/** The SQLite file of an instance the bench started, read and written beside the running site (WAL). */
export function sqliteDatabase(file: string): SiteDatabase {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 5000');
  return {
    async query(sql, params = []) {
      return db.prepare(sql).all(...(params as SQLInputValue[])) as Array<Record<string, unknown>>;
    },
    async close() {
      db.close();
    },
  };
}

/** The cluster's PostgreSQL database. */
export function postgresDatabase(url: string): SiteDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    async query(sql, params = []) {
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      return (await pool.query(text, [...params])).rows as Array<Record<string, unknown>>;
    },
    close: () => pool.end(),
  };
}

/**
 * Marks the account's address confirmed, as following the e-mailed link would (the benches' e-mails go to files
 * or a sink that keeps no bodies). The bench's addresses are lower-case ASCII: their normal form.
 */
export async function confirmAddress(db: SiteDatabase, email: string): Promise<void> {
  await db.query('UPDATE account SET email_confirmed_at = ? WHERE email = ? AND email_confirmed_at IS NULL', [
    new Date().toISOString(),
    email,
  ]);
}

/**
 * `npm run account -- grant-operator <e-mail>` against the site's database (docs/operations.md, Operators), with
 * the environment the instances run with (DATABASE_URL, DATA_DIR or SESSION_SECRET).
 */
export function grantOperator(email: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'server', 'cli', 'account.ts'), 'grant-operator', email],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`grant-operator exited with ${code}: ${output.trim()}`)),
    );
  });
}

/** The authenticator app's current code for a secret the two-factor setup answered. */
export function appCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** A Spanish organisation (Spanish VAT applies): a valid CIF, every mandatory field. */
export const BENCH_ORGANISATION: OrganisationForm = {
  country: 'ESP',
  companyName: 'Bench Orders, S.L.',
  cif: 'B12345674',
  vatNumber: '',
  addressLine1: 'Carrer Major 1',
  addressLine2: '',
  city: 'Barcelona',
  postCode: '08001',
};

/** The orders the benches place, in turn: per-user monthly and annual, and a flat plan. */
export const BENCH_ORDERS: readonly OrderChoiceRequest[] = [
  { plan: 'perUser', billing: 'annual', currency: 'EUR', users: 13 },
  { plan: 'perUser', billing: 'monthly', currency: 'USD', users: 4 },
  { plan: 'business', billing: 'annual', currency: 'EUR', users: 20 },
];

/** The amount an operator types for a total in cents: units with two decimals ("4840.00"). */
export function typedAmount(totalCents: number): string {
  return (totalCents / 100).toFixed(2);
}

/** Today in UTC, as the console's "date received" takes it. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export interface LicenceCount {
  paidOrders: number;
  licences: number;
  /** Paid orders with no licence, or more than one: none is the rule. */
  paidOrdersWithoutExactlyOneLicence: number;
  /** Licences of orders that are not paid: none is the rule. */
  licencesOfUnpaidOrders: number;
}

/** Every order paid once has exactly one licence (docs/product.md, Operator console: Mark paid). */
export async function countLicences(db: SiteDatabase): Promise<LicenceCount> {
  const count = async (sql: string) => Number((await db.query(sql))[0]?.n ?? Number.NaN);
  return {
    paidOrders: await count(`SELECT COUNT(*) AS n FROM licence_order WHERE status = 'paid'`),
    licences: await count('SELECT COUNT(*) AS n FROM licence'),
    paidOrdersWithoutExactlyOneLicence: await count(
      `SELECT COUNT(*) AS n FROM licence_order o
       WHERE o.status = 'paid' AND (SELECT COUNT(*) FROM licence l WHERE l.order_id = o.id) <> 1`,
    ),
    licencesOfUnpaidOrders: await count(
      `SELECT COUNT(*) AS n FROM licence l JOIN licence_order o ON o.id = l.order_id WHERE o.status <> 'paid'`,
    ),
  };
}
