import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '#server/test/test-app.ts';
import {
  ACCOUNT_TOKEN_TTL_MS,
  consumeAccountToken,
  issueAccountToken,
  revokeAccountTokens,
} from './account-tokens.ts';
import { hashSecret } from './tokens.ts';

describe.each(TEST_DATABASES)('e-mailed tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function newAccount(): Promise<{ id: string; email: string }> {
    const id = randomUUID();
    const email = `${id}@example.com`;
    const now = t.clock.now().toISOString();
    await t.app.db
      .insertInto('account')
      .values({
        id,
        email,
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
    return { id, email };
  }

  test('confirmation codes last 24 hours and reset tokens one hour', () => {
    expect(ACCOUNT_TOKEN_TTL_MS['confirm-email']).toBe(24 * 60 * 60_000);
    expect(ACCOUNT_TOKEN_TTL_MS['reset-password']).toBe(60 * 60_000);
  });

  test('a token is stored hashed and works once', async () => {
    const account = await newAccount();
    const token = await issueAccountToken(t.app.db, t.clock, account.id, 'confirm-email');
    const row = await t.app.db
      .selectFrom('account_token')
      .selectAll()
      .where('account_id', '=', account.id)
      .executeTakeFirst();
    expect(row?.id).toBe(hashSecret(token));
    const use = () =>
      consumeAccountToken(t.app.db, t.clock, { token, purpose: 'confirm-email', accountId: account.id });
    expect(await use()).toBe(account.id);
    expect(await use()).toBeNull();
  });

  test.each(['confirm-email', 'reset-password'] as const)('a %s token expires', async (purpose) => {
    const account = await newAccount();
    const late = await issueAccountToken(t.app.db, t.clock, account.id, purpose);
    const other = await newAccount();
    const onTime = await issueAccountToken(t.app.db, t.clock, other.id, purpose);
    t.clock.advance(ACCOUNT_TOKEN_TTL_MS[purpose] - 1);
    expect(await consumeAccountToken(t.app.db, t.clock, { token: onTime, purpose })).toBe(other.id);
    t.clock.advance(1);
    expect(await consumeAccountToken(t.app.db, t.clock, { token: late, purpose })).toBeNull();
  });

  test('a new token of a purpose revokes the unused earlier one, not the other purpose', async () => {
    const account = await newAccount();
    const first = await issueAccountToken(t.app.db, t.clock, account.id, 'confirm-email');
    const reset = await issueAccountToken(t.app.db, t.clock, account.id, 'reset-password');
    const second = await issueAccountToken(t.app.db, t.clock, account.id, 'confirm-email');
    expect(
      await consumeAccountToken(t.app.db, t.clock, { token: first, purpose: 'confirm-email' }),
    ).toBeNull();
    expect(await consumeAccountToken(t.app.db, t.clock, { token: second, purpose: 'confirm-email' })).toBe(
      account.id,
    );
    expect(await consumeAccountToken(t.app.db, t.clock, { token: reset, purpose: 'reset-password' })).toBe(
      account.id,
    );
  });

  test('a token is only good for its purpose and its account, and a mismatch does not use it up', async () => {
    const account = await newAccount();
    const stranger = await newAccount();
    const token = await issueAccountToken(t.app.db, t.clock, account.id, 'reset-password');
    expect(await consumeAccountToken(t.app.db, t.clock, { token, purpose: 'confirm-email' })).toBeNull();
    expect(
      await consumeAccountToken(t.app.db, t.clock, {
        token,
        purpose: 'reset-password',
        accountId: stranger.id,
      }),
    ).toBeNull();
    expect(
      await consumeAccountToken(t.app.db, t.clock, {
        token,
        purpose: 'reset-password',
        email: stranger.email,
      }),
    ).toBeNull();
    expect(
      await consumeAccountToken(t.app.db, t.clock, {
        token,
        purpose: 'reset-password',
        email: account.email,
      }),
    ).toBe(account.id);
  });

  test('revoking removes the unused tokens', async () => {
    const account = await newAccount();
    const token = await issueAccountToken(t.app.db, t.clock, account.id, 'reset-password');
    await revokeAccountTokens(t.app.db, account.id, 'reset-password');
    expect(await consumeAccountToken(t.app.db, t.clock, { token, purpose: 'reset-password' })).toBeNull();
  });

  test('two uses at the same moment: only one succeeds', async () => {
    const account = await newAccount();
    const token = await issueAccountToken(t.app.db, t.clock, account.id, 'reset-password');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        consumeAccountToken(t.app.db, t.clock, { token, purpose: 'reset-password' }),
      ),
    );
    expect(results.filter((r) => r !== null)).toEqual([account.id]);
  });
});
