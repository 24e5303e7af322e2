import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import {
  createSession,
  deleteAccountSessions,
  deleteSession,
  findSession,
  purgeExpiredSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './sessions.ts';
import { hashSecret } from './tokens.ts';

describe.each(TEST_DATABASES)('session helpers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function newAccount(): Promise<string> {
    const id = randomUUID();
    const now = t.clock.now().toISOString();
    await t.app.db
      .insertInto('account')
      .values({
        id,
        email: `${id}@example.com`,
        password_hash: 'x',
        email_confirmed_at: null,
        first_name: null,
        last_name: null,
        culture: 'en-GB',
        locked_until: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  test('the limits are 7 idle days and 30 days in all', () => {
    expect(SESSION_IDLE_MS).toBe(7 * 24 * 60 * 60_000);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * 24 * 60 * 60_000);
  });

  test('a session is found by its cookie value, which is stored only as a hash', async () => {
    const accountId = await newAccount();
    const { token, session } = await createSession(t.app.db, t.clock, accountId);
    expect(session.id).toBe(hashSecret(token));
    const rows = await t.app.db
      .selectFrom('account_session')
      .selectAll()
      .where('account_id', '=', accountId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await findSession(t.app.db, t.clock, token)).toMatchObject({ id: session.id, accountId });
    expect(await findSession(t.app.db, t.clock, session.id)).toBeNull();
    expect(await findSession(t.app.db, t.clock, undefined)).toBeNull();
  });

  test('use moves last_seen_at on, at most every few minutes', async () => {
    const { token, session } = await createSession(t.app.db, t.clock, await newAccount());
    const lastSeen = async () =>
      (
        await t.app.db
          .selectFrom('account_session')
          .select('last_seen_at')
          .where('id', '=', session.id)
          .executeTakeFirst()
      )?.last_seen_at;
    const start = await lastSeen();
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    await findSession(t.app.db, t.clock, token);
    expect(await lastSeen()).toBe(start);
    t.clock.advance(1);
    await findSession(t.app.db, t.clock, token);
    expect(await lastSeen()).toBe(t.clock.now().toISOString());
  });

  test('an idle session expires after 7 days and its row is deleted', async () => {
    const { token, session } = await createSession(t.app.db, t.clock, await newAccount());
    t.clock.advance(SESSION_IDLE_MS - 1);
    expect(await findSession(t.app.db, t.clock, token)).not.toBeNull();
    t.clock.advance(SESSION_IDLE_MS - 1);
    expect(await findSession(t.app.db, t.clock, token)).not.toBeNull();
    t.clock.advance(SESSION_IDLE_MS);
    expect(await findSession(t.app.db, t.clock, token)).toBeNull();
    expect(
      await t.app.db.selectFrom('account_session').select('id').where('id', '=', session.id).execute(),
    ).toEqual([]);
  });

  test('a busy session still ends 30 days after it began', async () => {
    const { token } = await createSession(t.app.db, t.clock, await newAccount());
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - 24 * 60 * 60_000; elapsed += 24 * 60 * 60_000) {
      t.clock.advance(24 * 60 * 60_000);
      expect(await findSession(t.app.db, t.clock, token)).not.toBeNull();
    }
    t.clock.advance(24 * 60 * 60_000);
    expect(await findSession(t.app.db, t.clock, token)).toBeNull();
  });

  test('sessions end one by one, or all of an account at once', async () => {
    const accountId = await newAccount();
    const other = await createSession(t.app.db, t.clock, await newAccount());
    const a = await createSession(t.app.db, t.clock, accountId);
    const b = await createSession(t.app.db, t.clock, accountId);
    await deleteSession(t.app.db, a.session.id);
    expect(await findSession(t.app.db, t.clock, a.token)).toBeNull();
    expect(await findSession(t.app.db, t.clock, b.token)).not.toBeNull();
    await deleteAccountSessions(t.app.db, accountId);
    expect(await findSession(t.app.db, t.clock, b.token)).toBeNull();
    expect(await findSession(t.app.db, t.clock, other.token)).not.toBeNull();
  });

  test('expired sessions of an account are purged', async () => {
    const accountId = await newAccount();
    await createSession(t.app.db, t.clock, accountId);
    t.clock.advance(SESSION_IDLE_MS);
    const live = await createSession(t.app.db, t.clock, accountId);
    await purgeExpiredSessions(t.app.db, t.clock, accountId);
    const rows = await t.app.db
      .selectFrom('account_session')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(rows.map((r) => r.id)).toEqual([live.session.id]);
  });
});
