import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { connectDatabase, type DatabaseHandle } from '#server/db/connect.ts';
import type { Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createFakeClock } from '#server/lib/clock.ts';
import type { MailMessage, MailTransport } from '#server/mail/transport.ts';
import { fixtureDist } from '#server/test/fixture-dist.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '#shared/api/reply.ts';

/** The databases a server test runs on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const TEST_DATABASES: ReadonlyArray<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database: a temporary SQLite file, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'fxe-test-'));
    const url = `file:${path.join(dir, 'site.db')}`;
    const handle = connectDatabase(url);
    return { ...handle, url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `fxe_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString());
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fxe-data-')),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ReturnType<typeof createFakeClock>;
  config: Config;
  /** What the recording transport has delivered so far (when no other transport was given). */
  sentEmails: MailMessage[];
  /** Runs one pass of the outbox worker; resolves to how many e-mails were sent. */
  deliverEmails(): Promise<number>;
  close(): Promise<void>;
}

/** Builds the whole app on a fresh, migrated database with a fake clock; call close() when done. */
export async function createTestApp(
  kind: 'sqlite' | 'postgres' = 'sqlite',
  options: {
    env?: Record<string, string>;
    distDir?: string;
    /** Extra routes a protocol test needs (an echo endpoint), registered before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Where e-mails go; by default they are recorded in memory (TestApp.sentEmails) by the worker. */
    mail?: { transport?: MailTransport; startWorker?: boolean; pollIntervalMs?: number };
    /** A pino logger, for tests that read what the app logs; by default it logs nothing. */
    logger?: FastifyBaseLogger;
    /** The database handle as the app sees it (a fault test wraps it with a Kysely plugin that fails a query). */
    appDb?: (db: Kysely<Database>) => Kysely<Database>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  await migrateToLatest(database.db);
  const clock = createFakeClock();
  const config = testConfig(options.env);
  const recorder = createRecordingTransport();
  const app = await buildApp({
    config,
    database: options.appDb ? { ...database, db: options.appDb(database.db) } : database,
    clock,
    distDir: options.distDir ?? fixtureDist(),
    closeDatabase: false,
    logger: options.logger,
    // The worker does not run by itself: a test calls deliverEmails() when it wants the outbox drained.
    mail: options.mail ?? { transport: recorder, startWorker: false },
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    sentEmails: recorder.sent,
    deliverEmails: () => app.mailer.worker.runOnce(),
    async close() {
      await app.close();
      await database.db.destroy();
      await database.drop();
      // Each app writes its generated files and e-mails into a folder of its own: leave none behind.
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** A browser-like visitor: keeps cookies between requests and echoes the anti-forgery token on writes. */
export class TestVisitor {
  private readonly cookies = new Map<string, string>();
  readonly app: FastifyInstance;
  readonly culture: string;
  readonly ip: string;

  constructor(app: FastifyInstance, options: { culture?: string; ip?: string } = {}) {
    this.app = app;
    this.culture = options.culture ?? 'en-GB';
    this.ip = options.ip ?? '127.0.0.1';
  }

  /** Opens a page, as a browser does first (pages set no anti-forgery cookie). */
  async openPage(url = '/training'): Promise<LightMyRequestResponse> {
    return this.send('GET', url);
  }

  /** Asks for the anti-forgery cookie, as the page does before its first write. */
  async fetchXsrfToken(): Promise<LightMyRequestResponse> {
    return this.send('GET', API_ROUTES.xsrfToken);
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.send('GET', url);
  }

  async post(url: string, body: unknown = {}): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(XSRF_COOKIE)) await this.fetchXsrfToken();
    return this.send('POST', url, body);
  }

  /** An upload (shared/api/endpoint.ts, put): the bytes as the body, with the anti-forgery header. */
  async put(
    url: string,
    bytes: Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(XSRF_COOKIE)) await this.fetchXsrfToken();
    return this.send('PUT', url, Buffer.from(bytes), headers);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async send(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        'x-app-culture': this.culture,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method === 'POST'
          ? { 'content-type': 'application/json', [XSRF_HEADER]: this.cookies.get(XSRF_COOKIE) ?? '' }
          : {}),
        ...(method === 'PUT'
          ? { 'content-type': 'application/pdf', [XSRF_HEADER]: this.cookies.get(XSRF_COOKIE) ?? '' }
          : {}),
        ...headers,
      },
      ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
      ...(method === 'PUT' ? { payload: body as Buffer } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

/** A transport that keeps every message in memory: for tests that read what was sent. */
export function createRecordingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    description: 'memory',
    sent,
    send: async (message) => void sent.push(message),
    close: () => {},
  };
}
