import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createFakeClock } from '#server/lib/clock.ts';
import { fixtureDist } from '#server/test/fixture-dist.ts';
import {
  createRecordingTransport,
  createTestApp,
  createTestDatabase,
  testConfig,
} from '#server/test/test-app.ts';
import { PUBLIC_EMAILS } from '#shared/app-settings.ts';

/** The fields of a security.txt, by name (each appears once here). */
function fields(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes(': '))
      .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
  );
}

describe('/.well-known/security.txt (RFC 9116)', () => {
  test('by default: the info address, a year from the start, the three languages, its canonical address', async () => {
    const t = await createTestApp('sqlite');
    try {
      const response = await t.app.inject({ url: '/.well-known/security.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(fields(response.body)).toEqual({
        Contact: `mailto:${PUBLIC_EMAILS.info}`,
        Expires: new Date(t.clock.now().getTime() + 365 * 86_400_000).toISOString(),
        'Preferred-Languages': 'en, es, ca',
        Canonical: 'http://localhost:3000/.well-known/security.txt',
      });
      expect(response.body.endsWith('\n')).toBe(true);
    } finally {
      await t.close();
    }
  });

  test('Contact and Expires come from SECURITY_CONTACT and SECURITY_TXT_EXPIRES', async () => {
    const t = await createTestApp('sqlite', {
      env: {
        PUBLIC_URL: 'https://www.example.com',
        SECURITY_CONTACT: 'https://www.example.com/report',
        SECURITY_TXT_EXPIRES: '2026-12-31T23:00:00+01:00',
      },
    });
    try {
      const response = await t.app.inject({ url: '/.well-known/security.txt' });
      expect(fields(response.body)).toMatchObject({
        Contact: 'https://www.example.com/report',
        Expires: '2026-12-31T22:00:00.000Z',
        Canonical: 'https://www.example.com/.well-known/security.txt',
      });
    } finally {
      await t.close();
    }
  });

  test('SECURITY_CONTACT follows INFO_EMAIL when unset', () => {
    expect(testConfig({ INFO_EMAIL: 'security@example.com' }).SECURITY_CONTACT).toBe(
      'mailto:security@example.com',
    );
  });

  test.each([
    [
      'SECURITY_CONTACT',
      'http://www.example.com/report',
      'SECURITY_CONTACT: must be a mailto: or https: URI',
    ],
    ['SECURITY_CONTACT', 'security@example.com', 'SECURITY_CONTACT: must be a mailto: or https: URI'],
    ['SECURITY_TXT_EXPIRES', '2027-11-30', 'SECURITY_TXT_EXPIRES: must be an ISO 8601 date and time'],
    ['SECURITY_TXT_EXPIRES', 'next year', 'SECURITY_TXT_EXPIRES: must be an ISO 8601 date and time'],
  ])('a bad %s (%s) stops start-up with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: testConfig().DATA_DIR, [name]: value })).toThrow(message);
  });

  test('an expiry that has passed is still served, and the start-up log warns about it', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const database = await createTestDatabase('sqlite');
    await migrateToLatest(database.db);
    const clock = createFakeClock(new Date('2027-03-01T00:00:00.000Z'));
    const app = await buildApp({
      config: testConfig({ SECURITY_TXT_EXPIRES: '2027-01-01T00:00:00Z' }),
      database,
      clock,
      logger,
      distDir: fixtureDist(),
      closeDatabase: false,
      mail: { transport: createRecordingTransport(), startWorker: false },
    });
    try {
      await app.ready();
      const warning = lines
        .map((line) => JSON.parse(line))
        .find((entry) => /SECURITY_TXT_EXPIRES/.test(entry.msg));
      expect(warning?.msg).toContain('(2027-01-01T00:00:00.000Z) has passed');
      const response = await app.inject({ url: '/.well-known/security.txt' });
      expect(fields(response.body).Expires).toBe('2027-01-01T00:00:00.000Z');
    } finally {
      await app.close();
      await database.db.destroy();
      await database.drop();
    }
  });
});
