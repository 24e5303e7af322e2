import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { BackupError, backupDatabase } from './db-backup.ts';

let dir: string;
let source: string;
let site: DatabaseSync;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fxe-db-backup-'));
  source = path.join(dir, 'site.db');
  site = new DatabaseSync(source);
  // Left open, as the running site leaves it: the last commit is still in the WAL, not the main file.
  site.exec("PRAGMA journal_mode = WAL; create table note (body text); insert into note values ('kept')");
});
afterEach(() => {
  site.close();
  rmSync(dir, { recursive: true, force: true });
});

test('copies the database, WAL included, into a new file and leaves nothing else behind', () => {
  const target = path.join(dir, 'copy.db');
  const result = backupDatabase(`file:${source}`, target);
  expect(result).toMatchObject({ source, target });
  expect(result.bytes).toBeGreaterThan(0);
  const copy = new DatabaseSync(target, { readOnly: true });
  expect(copy.prepare('select body from note').all()).toEqual([{ body: 'kept' }]);
  copy.close();
  expect(readdirSync(dir).filter((name) => name.startsWith('copy'))).toEqual(['copy.db']);
});

test.each([
  ['a PostgreSQL database', 'postgres://postgres@127.0.0.1:5432/site', 'new.db', /use pg_dump/],
  ['no database at the path', 'file:missing.db', 'new.db', /There is no database at missing\.db/],
  ['a target that exists', 'SOURCE', 'taken.db', /taken\.db exists already/],
])('refuses %s', (_case, url, name, message) => {
  const target = path.join(dir, name);
  if (name === 'taken.db') writeFileSync(target, 'an earlier backup');
  expect(() => backupDatabase(url === 'SOURCE' ? `file:${source}` : url, target)).toThrow(BackupError);
  expect(() => backupDatabase(url === 'SOURCE' ? `file:${source}` : url, target)).toThrow(message);
  expect(existsSync(`${target}.partial`)).toBe(false);
});
