import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createSqliteDialect, STATEMENT_CACHE_SIZE } from './sqlite-dialect.ts';

interface Schema {
  note: { id: number; body: string };
}
let db: Kysely<Schema>;
beforeEach(async () => {
  db = new Kysely<Schema>({ dialect: createSqliteDialect(':memory:') });
  await sql`create table note (id integer primary key, body text not null)`.execute(db);
  await db
    .insertInto('note')
    .values([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ])
    .execute();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.destroy();
});

const bodyOf = async (id: number) =>
  (await db.selectFrom('note').select('body').where('id', '=', id).executeTakeFirst())?.body;

test('a query shape is prepared once and then reused, with each run its own parameters', async () => {
  const prepare = vi.spyOn(DatabaseSync.prototype, 'prepare');
  expect([await bodyOf(1), await bodyOf(2), await bodyOf(3)]).toEqual(['one', 'two', undefined]);
  expect(prepare).toHaveBeenCalledTimes(1);
});

test('a reused statement sees a column added to its table', async () => {
  const all = () => db.selectFrom('note').selectAll().orderBy('id').execute();
  await all();
  await sql`alter table note add column pinned integer not null default 0`.execute(db);
  expect(await all()).toEqual([
    { id: 1, body: 'one', pinned: 0 },
    { id: 2, body: 'two', pinned: 0 },
  ]);
});

test(`it keeps the ${STATEMENT_CACHE_SIZE} most recently used statements`, async () => {
  const prepare = vi.spyOn(DatabaseSync.prototype, 'prepare');
  // Each `in` list of another length is another statement.
  const ofIds = (count: number) =>
    db
      .selectFrom('note')
      .select('id')
      .where(
        'id',
        'in',
        Array.from({ length: count }, (_, i) => i + 1),
      )
      .execute();
  for (let count = 1; count <= STATEMENT_CACHE_SIZE; count++) await ofIds(count);
  await ofIds(1); // still kept: now the most recently used
  expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE);
  await ofIds(STATEMENT_CACHE_SIZE + 1); // one too many: the least recently used (count 2) goes
  await ofIds(1);
  expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 1);
  await ofIds(2);
  expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 2);
});
