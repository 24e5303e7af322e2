import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  newEmail,
  newVisitor,
  PASSWORD,
  signedInVisitor,
  signUpConfirmed,
  turnOnTwoFactorDirectly,
} from '#server/test/account-test-support.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import { parseAccountArgs, runAccountCli, USAGE, UsageError } from './account.ts';

describe('arguments', () => {
  test('two-factor-off takes the address as the account forms store it', () => {
    expect(parseAccountArgs(['two-factor-off', ' Owner@Example.COM '])).toEqual({
      command: 'two-factor-off',
      email: 'owner@example.com',
    });
  });

  test.each(['grant-operator', 'revoke-operator'])(
    '%s takes the address as the account forms store it',
    (command) => {
      expect(parseAccountArgs([command, ' Ops@Example.COM '])).toEqual({ command, email: 'ops@example.com' });
    },
  );

  test.each([
    [[], 'No command given.'],
    [
      ['unlock', 'a@example.com'],
      'Unknown command "unlock": the commands are two-factor-off, grant-operator, revoke-operator.',
    ],
    [['grant-operator'], "Say who becomes an operator: the account's e-mail address."],
    [['revoke-operator'], "Say who stops being an operator: the account's e-mail address."],
    [['grant-operator', 'a@example.com', 'b@example.com'], 'Unknown argument "b@example.com".'],
    [['two-factor-off'], "Say whose two-factor sign-in to turn off: the account's e-mail address."],
    [['two-factor-off', 'a@example.com', '--force'], 'Unknown argument "--force".'],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => parseAccountArgs(argv)).toThrow(UsageError);
    expect(() => parseAccountArgs(argv)).toThrow(message);
  });

  test('a bad argument prints the problem and the usage to stderr and exits with 2', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountCli(['two-factor-on', 'a@example.com'], {
      stdout: (s) => out.push(s),
      stderr: (s) => err.push(s),
    });
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toContain(USAGE);
  });

  test('a missing SQLite file is reported, not created', async () => {
    const err: string[] = [];
    const code = await runAccountCli(
      ['two-factor-off', 'a@example.com'],
      { stdout: () => {}, stderr: (s) => err.push(s) },
      { DATABASE_URL: 'file:/nonexistent/fxe/site.db', SESSION_SECRET: 'x'.repeat(40) },
    );
    expect(code).toBe(1);
    expect(err.join('')).toContain('There is no database at /nonexistent/fxe/site.db');
  });
});

describe.each(TEST_DATABASES)('turning two-factor sign-in off for an owner on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** The command as an operator runs it, on the test app's database with the server's settings. */
  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountCli(
      argv,
      { stdout: (s) => out.push(s), stderr: (s) => err.push(s) },
      {
        DATABASE_URL: t.database.url,
        SESSION_SECRET: t.config.SESSION_SECRET,
        PUBLIC_URL: t.config.PUBLIC_URL,
        DATA_DIR: t.config.DATA_DIR,
      },
    );
    return { code, out: out.join(''), err: err.join('') };
  }

  test('deletes the key and the recovery codes, e-mails the owner, and the password alone signs in again', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    const setup = (await visitor.post('/api/account/two-factor/setup', { Password: PASSWORD })).json();
    const code = await generate({
      secret: setup.model.secret,
      epoch: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect((await visitor.post('/api/account/two-factor/enable', { Code: code })).json().succeeded).toBe(
      true,
    );

    expect(await run('two-factor-off', email.toUpperCase())).toEqual({
      code: 0,
      out: `Two-factor sign-in is off for ${email}: its key and recovery codes are deleted, and the owner is e-mailed.\n`,
      err: '',
    });
    for (const table of ['account_two_factor', 'account_recovery_code'] as const)
      expect(
        await t.app.db.selectFrom(table).select('account_id').where('account_id', '=', userId).execute(),
        table,
      ).toEqual([]);
    // Queued by the clock of the machine it runs on, which the test app's clock has not reached: read in the outbox.
    const queued = await t.app.db
      .selectFrom('outbox_email')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .execute();
    expect(queued.filter((m) => m.subject === 'Two-factor sign-in is off')).toEqual([
      {
        subject: 'Two-factor sign-in is off',
        text_body: expect.stringContaining('http://localhost:3000/account/security'),
      },
    ]);
    const signIn = await newVisitor(t.app).post('/api/account/signin', { Email: email, Password: PASSWORD });
    expect(signIn.json()).toMatchObject({ succeeded: true, model: 'en-GB' });

    // A second run changes nothing and queues nothing.
    const outbox = () =>
      t.app.db.selectFrom('outbox_email').select('id').where('to_address', '=', email).execute();
    const before = (await outbox()).length;
    expect(await run('two-factor-off', email)).toMatchObject({
      code: 0,
      out: `Two-factor sign-in was already off for ${email}: nothing changed.\n`,
    });
    expect(await outbox()).toHaveLength(before);
  });

  test('an address without an account is said so, with exit code 1', async () => {
    expect(await run('two-factor-off', 'nobody-here@example.com')).toEqual({
      code: 1,
      out: '',
      err: 'There is no account with the e-mail address nobody-here@example.com.\n',
    });
  });
});

describe.each(TEST_DATABASES)('granting and revoking the operator role on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountCli(
      argv,
      { stdout: (s) => out.push(s), stderr: (s) => err.push(s) },
      { DATABASE_URL: t.database.url, SESSION_SECRET: t.config.SESSION_SECRET, DATA_DIR: t.config.DATA_DIR },
    );
    return { code, out: out.join(''), err: err.join('') };
  }
  const operatorSince = async (userId: string) =>
    (
      await t.app.db
        .selectFrom('account')
        .select('operator_since')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).operator_since;

  test('granting to an account without two-factor says the console stays closed until it is on', async () => {
    const email = newEmail('ops');
    const userId = await signUpConfirmed(t, email);
    expect(await run('grant-operator', email)).toEqual({
      code: 0,
      out:
        `${email} is now an operator, but two-factor sign-in is off for this account: the console stays ` +
        'closed to them until they turn it on (My Account, Security).\n',
      err: '',
    });
    expect(await operatorSince(userId)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await run('grant-operator', email)).toMatchObject({
      code: 0,
      out: `${email} was already an operator: nothing changed.\n`,
    });
  });

  test('granting to an account with two-factor on opens the console; revoking closes it', async () => {
    const { visitor, email, userId } = await signedInVisitor(t);
    await turnOnTwoFactorDirectly(t, userId);
    const list = () => visitor.get('/api/operator/orders/list?status=&q=');
    expect((await list()).statusCode).toBe(404);
    expect(await run('grant-operator', email.toUpperCase())).toEqual({
      code: 0,
      out: `${email} is now an operator: the console is open to them at /operator.\n`,
      err: '',
    });
    expect((await list()).statusCode).toBe(200);
    expect(await run('revoke-operator', email)).toEqual({
      code: 0,
      out: `${email} is no longer an operator: the console is closed to them.\n`,
      err: '',
    });
    expect(await operatorSince(userId)).toBeNull();
    expect((await list()).statusCode).toBe(404);
    expect(await run('revoke-operator', email)).toMatchObject({
      code: 0,
      out: `${email} was not an operator: nothing changed.\n`,
    });
  });

  test('an address without an account is said so, with exit code 1', async () => {
    for (const command of ['grant-operator', 'revoke-operator'])
      expect(await run(command, 'nobody-at-all@example.com')).toEqual({
        code: 1,
        out: '',
        err: 'There is no account with the e-mail address nobody-at-all@example.com.\n',
      });
  });
});
