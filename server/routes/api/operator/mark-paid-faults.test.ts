import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/connect.ts';
import type { Database } from '#server/db/database.ts';
import { fixtureDist } from '#server/test/fixture-dist.ts';
import { customerWithOrder, issuedLicence, signedInOperator } from '#server/test/operator-test-support.ts';
import {
  createRecordingTransport,
  createTestApp,
  TEST_DATABASES,
  type TestApp,
  TestVisitor,
} from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';

/**
 * The database connection breaking just after the licence was written, before the answer came back: what a
 * network cut or a database restart in the middle of "Mark paid" looks like to the app (ECONNRESET, as pg says it).
 */
class BreakAfterLicenceInsert implements KyselyPlugin {
  armed = false;
  private readonly licenceInserts = new WeakSet<QueryId>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'licence')
      this.licenceInserts.add(args.queryId);
    return node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.armed && this.licenceInserts.has(args.queryId))
      throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    return args.result;
  }
}

describe.each(TEST_DATABASES)('the database failing while an order is marked paid on %s', (kind) => {
  const fault = new BreakAfterLicenceInsert();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { appDb: (db: Kysely<Database>) => db.withPlugin(fault) });
  });
  afterAll(async () => t.close());

  test('leaves the order unpaid, with no licence, action or e-mail, and tells the operator to try again', async () => {
    const { visitor } = await signedInOperator(t);
    const { order, email } = await customerWithOrder(t);
    fault.armed = true;
    const body = {
      reference: order.reference,
      paidOn: t.clock.now().toISOString().slice(0, 10),
      amountReceived: (order.totalCents / 100).toFixed(2),
    };
    const response = await visitor.post(API_ROUTES.operatorMarkPaid, body);
    fault.armed = false;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      succeeded: false,
      errorMessage: 'The site is briefly unavailable. Please try again in a moment.',
      model: null,
      list: null,
    });
    const row = await t.app.db
      .selectFrom('licence_order')
      .select(['status', 'paid_on', 'paid_amount_cents', 'paid_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'placed', paid_on: null, paid_amount_cents: null, paid_at: null });
    expect(await issuedLicence(t, order.id)).toBeNull();
    expect(
      await t.app.db.selectFrom('operator_action').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);
    expect(
      await t.app.db
        .selectFrom('outbox_email')
        .select('id')
        .where('to_address', '=', email)
        .where('template', '=', 'order-paid')
        .execute(),
    ).toEqual([]);

    // Once the database answers again, the same request goes through.
    const retried = await visitor.post(API_ROUTES.operatorMarkPaid, body);
    expect(retried.json()).toMatchObject({ succeeded: true, model: { status: 'paid' } });
    expect((await issuedLicence(t, order.id))?.fields).toMatchObject({
      sku: order.sku,
      users: order.licensedUsers,
    });
  });
});

// Two site instances over one PostgreSQL database, as behind the load balancer (docs/operations.md).
describe.runIf(TEST_DATABASES.includes('postgres'))(
  'two operators marking the same order paid at once',
  () => {
    let t: TestApp;
    let second: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      t = await createTestApp('postgres');
      second = await buildApp({
        config: t.config,
        database: connectDatabase(t.database.url),
        clock: t.clock,
        distDir: fixtureDist(),
        closeDatabase: true,
        mail: { transport: createRecordingTransport(), startWorker: false },
      });
      await second.ready();
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    test('on two instances issue exactly one licence, one action and one e-mail; the other is told it is paid', async () => {
      const first = await signedInOperator(t);
      const other = await signedInOperator(t);
      // The second operator works on the second instance, with the cookies their browser holds.
      const onSecond = new TestVisitor(second, { ip: other.visitor.ip });
      for (const name of ['sid', 'XSRF-TOKEN', 'aid'])
        if (other.visitor.cookie(name)) onSecond.setCookie(name, other.visitor.cookie(name) as string);

      for (let round = 0; round < 5; round++) {
        const { order, email } = await customerWithOrder(t);
        const body = {
          reference: order.reference,
          paidOn: t.clock.now().toISOString().slice(0, 10),
          amountReceived: (order.totalCents / 100).toFixed(2),
        };
        const answers = (
          await Promise.all([
            first.visitor.post(API_ROUTES.operatorMarkPaid, body),
            onSecond.post(API_ROUTES.operatorMarkPaid, body),
          ])
        ).map((response) => response.json());
        expect(answers.filter((answer) => answer.succeeded)).toHaveLength(1);
        expect(answers.filter((answer) => !answer.succeeded)).toEqual([
          {
            succeeded: false,
            errorMessage: 'This order has already been marked paid: its licence has been issued.',
            model: null,
            list: null,
          },
        ]);
        const licences = await t.app.db
          .selectFrom('licence')
          .select('id')
          .where('order_id', '=', order.id)
          .execute();
        expect(licences).toHaveLength(1);
        const actions = await t.app.db
          .selectFrom('operator_action')
          .select('action')
          .where('order_id', '=', order.id)
          .execute();
        expect(actions).toEqual([{ action: 'mark-paid' }]);
        const emails = await t.app.db
          .selectFrom('outbox_email')
          .select('id')
          .where('to_address', '=', email)
          .where('template', '=', 'order-paid')
          .execute();
        expect(emails).toHaveLength(1);
        expect((await issuedLicence(t, order.id))?.fields).toMatchObject({
          sku: order.sku,
          users: order.licensedUsers,
        });
      }
    });
  },
);
