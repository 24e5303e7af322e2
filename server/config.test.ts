import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config.ts';

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
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 192.168.1.1,2001:db8::/32', ['10.0.0.0/8', '192.168.1.1', '2001:db8::/32']],
    ['loopback', ['loopback']],
  ])('TRUST_PROXY=%s is what Fastify trusts: %j', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  test('a number of proxies trusts that many hops nearest the site, whatever their address', () => {
    const trust = fastifyTrustProxy(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).TRUST_PROXY);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('10.0.0.2', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  test('TRUST_PROXY=true is refused: any client could choose its own address, so it says what to set', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: true would let any client choose its own address with X-Forwarded-For; set the number ' +
        'of proxies in front of the site (1 behind one load balancer) or their addresses',
    );
  });

  test('SESSION_SECRET is required with PostgreSQL: the start-up error names it and says why', () => {
    const DATABASE_URL = 'postgres://site@db.internal:5432/fakexrmeasy';
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL })).toThrow(
      'SESSION_SECRET: required when DATABASE_URL is PostgreSQL: every instance must sign anti-forgery tokens ' +
        'and e-mailed links with the same secret',
    );
    const secret = 'one-secret-for-every-instance-0123456789';
    const [a, b] = [dataDir(), dataDir()].map((DATA_DIR) =>
      loadConfig({ DATA_DIR, DATABASE_URL, SESSION_SECRET: secret }),
    );
    expect([a?.SESSION_SECRET, b?.SESSION_SECRET]).toEqual([secret, secret]);
  });

  test('the outbox retries after 30 s and holds claimed e-mails for 2 minutes unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      MAIL_RETRY_SECONDS: 30,
      MAIL_LEASE_SECONDS: 120,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), MAIL_RETRY_SECONDS: '5', MAIL_LEASE_SECONDS: '15' }),
    ).toMatchObject({ MAIL_RETRY_SECONDS: 5, MAIL_LEASE_SECONDS: 15 });
  });

  test.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL: must start with file: (SQLite) or postgres:// (PostgreSQL)'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL: must be a URL starting with smtp:// or smtps://'],
    ['PUBLIC_URL', 'localhost:3000', 'PUBLIC_URL'],
    ['SALES_EMAIL', 'sales', 'SALES_EMAIL: must be an e-mail address'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET: must be at least 32 characters'],
    ['TWO_FACTOR_KEY', 'short', 'TWO_FACTOR_KEY: must be at least 32 characters'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY: must be false, the number of proxies in front of the site'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY: must be false, the number of proxies in front of the site'],
    ['TRUST_PROXY', '-1', 'TRUST_PROXY: must be false, the number of proxies in front of the site'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL'],
    ['MAIL_RETRY_SECONDS', '0', 'MAIL_RETRY_SECONDS'],
    ['MAIL_LEASE_SECONDS', 'soon', 'MAIL_LEASE_SECONDS'],
    ['LEGAL_NIF', '1234', 'LEGAL_NIF: must be a Spanish NIF'],
    ['LEGAL_EMAIL', 'legal', 'LEGAL_EMAIL: must be an e-mail address'],
    ['PAYMENT_IBAN', 'ES91 2100 0418 4502 0005 1333', 'PAYMENT_IBAN: must be an IBAN'],
    ['PAYMENT_IBAN', '2100 0418 4502 0005 1332', 'PAYMENT_IBAN: must be an IBAN'],
    ['PAYMENT_IBAN', 'ES91', 'PAYMENT_IBAN: must be an IBAN'],
    ['PAYMENT_BIC', 'CAIXES', 'PAYMENT_BIC: must be a BIC'],
    ['PAYMENT_BIC', 'CAIX ES BB XXX', 'PAYMENT_BIC: must be a BIC'],
  ])('a bad %s (%s) stops start-up with a message naming it', (name, value, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(expected);
  });
});

test('the bank account is kept as the bank prints it compactly: IBAN without spaces, both upper case', () => {
  const config = loadConfig({
    DATA_DIR: dataDir(),
    PAYMENT_IBAN: 'es91 2100 0418 4502 0005 1332',
    PAYMENT_BIC: 'caixesbbxxx',
    PAYMENT_BENEFICIARY: 'Dynamics Value, S.L.',
  });
  expect(config).toMatchObject({
    PAYMENT_IBAN: 'ES9121000418450200051332',
    PAYMENT_BIC: 'CAIXESBBXXX',
    PAYMENT_BENEFICIARY: 'Dynamics Value, S.L.',
  });
  // Other countries' IBANs, each with its right check digits.
  for (const iban of [
    'GB29 NWBK 6016 1331 9268 19',
    'DE89 3704 0044 0532 0130 00',
    'FR14 2004 1010 0505 0001 3M02 606',
  ])
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_IBAN: iban }).PAYMENT_IBAN).toBe(
      iban.replaceAll(' ', ''),
    );
});
