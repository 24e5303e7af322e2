import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { listLicencesOf } from '#server/routes/api/licences/licences.repository.ts';
import { listOrdersOf } from '#server/routes/api/orders/orders.repository.ts';
import {
  findOrganisation,
  findOrganisationRowOf,
} from '#server/routes/api/organisation/organisation.repository.ts';
import { route } from '#server/routes/api/route.ts';
import { API } from '#shared/api/endpoints.ts';
import {
  readAccount,
  readAccountTokens,
  readContactRequests,
  readEmailsTo,
  readNewsletterSubscription,
  readPasskeys,
  readQuoteRequests,
  readSessions,
  readTwoFactor,
  readWhitePaperRequests,
} from './account-data.repository.ts';
import { signedInAccount } from '#server/routes/api/account/signed-in-account.ts';

/** Whose data a section reads: the signed-in account, its address, and the session asking. */
export interface ExportSubject {
  accountId: string;
  email: string;
  sessionId: string | null;
  /** When the export is made: a licence's status is as of then. */
  now: Date;
}

/** The organisation's orders, as My Account lists them, with the copy of the organisation each one printed. */
async function readOrders(db: Kysely<Database>, accountId: string) {
  const organisation = await findOrganisationRowOf(db, accountId);
  return organisation ? listOrdersOf(db, organisation.id) : [];
}

/** The organisation's licences, as My Account lists them: never their keys (a key is shown on request only). */
async function readLicences(db: Kysely<Database>, accountId: string, now: Date) {
  const organisation = await findOrganisationRowOf(db, accountId);
  return organisation ? listLicencesOf(db, organisation.id, now) : [];
}

/**
 * The sections of the data export (docs/product.md, Your data), in the file's order: each one key of the JSON
 * file and the read that fills it. A table added later that holds something about the person is one more
 * entry here, reading only what is safe to hand out (never a secret).
 */
export const DATA_EXPORT_SECTIONS: ReadonlyArray<{
  key: string;
  read: (db: Kysely<Database>, subject: ExportSubject) => Promise<unknown>;
}> = [
  { key: 'account', read: (db, s) => readAccount(db, s.accountId) },
  { key: 'organisation', read: (db, s) => findOrganisation(db, s.accountId) },
  { key: 'orders', read: (db, s) => readOrders(db, s.accountId) },
  { key: 'licences', read: (db, s) => readLicences(db, s.accountId, s.now) },
  { key: 'sessions', read: (db, s) => readSessions(db, s.accountId, s.sessionId) },
  { key: 'emailedLinks', read: (db, s) => readAccountTokens(db, s.accountId) },
  { key: 'twoFactor', read: (db, s) => readTwoFactor(db, s.accountId) },
  { key: 'passkeys', read: (db, s) => readPasskeys(db, s.accountId) },
  { key: 'newsletterSubscription', read: (db, s) => readNewsletterSubscription(db, s.email) },
  { key: 'contactRequests', read: (db, s) => readContactRequests(db, s.email) },
  { key: 'quoteRequests', read: (db, s) => readQuoteRequests(db, s.email) },
  { key: 'whitePaperRequests', read: (db, s) => readWhitePaperRequests(db, s.email) },
  { key: 'emails', read: (db, s) => readEmailsTo(db, s.email) },
];

/** Builds the export document: when it was made, by which site, then every section. */
export async function buildDataExport(
  db: Kysely<Database>,
  subject: ExportSubject,
  about: { exportedAt: string; site: string },
): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = { ...about };
  for (const section of DATA_EXPORT_SECTIONS) document[section.key] = await section.read(db, subject);
  return document;
}

/**
 * GET /api/account/data-export: the signed-in person's data as a JSON file to save, generated on request
 * (nothing is kept). Behind the session (401 otherwise) and the per-IP limit of account forms; never cached.
 */
export async function dataExportRoutes(app: FastifyInstance) {
  route(
    app,
    API.accountDataExport,
    { config: { rateLimit: RATE_LIMITS.accountForm } },
    async (request, reply) => {
      const account = await signedInAccount(app, request);
      const now = app.clock.now().toISOString();
      const document = await buildDataExport(
        app.db,
        {
          accountId: account.id,
          email: account.email,
          sessionId: request.accountSession?.id ?? null,
          now: app.clock.now(),
        },
        { exportedAt: now, site: app.config.PUBLIC_URL },
      );
      const fileName = `fakexrmeasy-data-${now.slice(0, 10)}.json`;
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/json; charset=utf-8')
        .send(`${JSON.stringify(document, null, 2)}\n`);
    },
  );
}
