import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'fxe-config-'));

describe('loadConfig', () => {
  test('works with nothing set: SQLite in data/, e-mails to disk, a generated secret kept for the next start', () => {
    const DATA_DIR = dataDir();
    const config = loadConfig({ DATA_DIR });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('file:data/site.db');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR }).SESSION_SECRET).toBe(config.SESSION_SECRET);
  });

  test('PUBLIC_URL defaults to the port and loses a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://fakexrmeasy.com/' }).PUBLIC_URL).toBe(
      'https://fakexrmeasy.com',
    );
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  test.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must start with file: (SQLite) or postgres:// (PostgreSQL)'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL: must be a URL starting with smtp:// or smtps://'],
    ['PUBLIC_URL', 'localhost:3000', 'PUBLIC_URL'],
    ['SALES_EMAIL', 'sales', 'SALES_EMAIL: must be an e-mail address'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET: must be at least 32 characters'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY: must be true or false'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL'],
  ])('a bad %s (%s) stops start-up with a message naming it', (name, value, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(expected);
  });
});
