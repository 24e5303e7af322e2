import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { faultPort } from './support/ports.ts';
import { type SiteProcess, startSite, waitUntil } from './support/site-process.ts';
import { startContactWrites } from './support/write-load.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');

/** The markers of the contact requests a SQLite file holds, after checking the file is sound. */
function storedMarkers(file: string): Set<string> {
  // Opened read-write, as the site would reopen it: SQLite first replays what the WAL holds.
  const database = new DatabaseSync(file);
  try {
    expect(database.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    const rows = database.prepare('select message from contact_request').all() as Array<{ message: string }>;
    return new Set(rows.map((row) => row.message));
  } finally {
    database.close();
  }
}

describe('one instance on SQLite', () => {
  let site: SiteProcess | undefined;
  const scratch = mkdtempSync(path.join(tmpdir(), 'fxe-backup-'));
  afterEach(async () => site?.dispose());
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('kill -9 under write load loses no acknowledged write', async () => {
    site = await startSite(faultPort('sqlite', 0));
    const load = startContactWrites(site.url, 8, 'kill');
    await waitUntil(() => load.acknowledged().length >= 150, 'writes acknowledged before the kill');
    const killed = await site.stop('SIGKILL');
    const outcomes = await load.stop();

    expect(killed.signal).toBe('SIGKILL');
    // The writes in flight at the kill were cut off: they are not acknowledged, and may or may not be stored.
    expect(outcomes.some((outcome) => typeof outcome.status === 'string')).toBe(true);
    const stored = storedMarkers(path.join(site.dataDir, 'site.db'));
    const acknowledged = load.acknowledged();
    expect(acknowledged.filter((marker) => !stored.has(marker))).toEqual([]);
  });

  test('db:backup copies the database while the site writes: the copy is sound and holds every write acknowledged before it began', async () => {
    site = await startSite(faultPort('sqlite', 1));
    const database = path.join(site.dataDir, 'site.db');
    const load = startContactWrites(site.url, 8, 'backup');
    await waitUntil(() => load.acknowledged().length >= 100, 'writes acknowledged before the backup');
    const before = load.acknowledged();
    const copy = path.join(scratch, 'copy.db');
    const backup = await promisify(execFile)('npm', ['run', '--silent', 'db:backup', '--', copy], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: `file:${database}`, DATA_DIR: site.dataDir },
    });
    // The site went on writing during the copy and after it.
    const after = load.acknowledged().length;
    await sleep(300);
    await load.stop();

    expect(backup.stdout).toMatch(/^Copied .* to .*copy\.db \(\d+ bytes, \d+ ms\); integrity check ok\.$/m);
    expect(after).toBeGreaterThan(before.length);
    expect(load.acknowledged().length).toBeGreaterThan(after);
    const inCopy = storedMarkers(copy);
    expect(before.filter((marker) => !inCopy.has(marker))).toEqual([]);
    // A consistent moment: nothing in the copy the database does not hold too.
    const inDatabase = storedMarkers(database);
    expect([...inCopy].filter((marker) => !inDatabase.has(marker))).toEqual([]);
    expect(site.child.exitCode).toBeNull();
  });
});
