import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';
import { exportLeads, parseLeadsArgs, runLeadsCli, USAGE, UsageError } from './leads.ts';

describe('arguments', () => {
  test.each([
    [['export', 'contact'], { kind: 'contact' }],
    [['export', 'white-paper', '--since', '2026-01-31'], { kind: 'white-paper', since: '2026-01-31' }],
    [['export', 'quote', '--since=2024-02-29'], { kind: 'quote', since: '2024-02-29' }],
  ])('%j is understood', (argv, expected) => expect(parseLeadsArgs(argv)).toEqual(expected));

  test.each([
    [[], 'No command given.'],
    [['import', 'contact'], 'Unknown command "import"'],
    [['export'], 'Say which leads to export.'],
    [
      ['export', 'contacts'],
      'Unknown kind of lead "contacts": use one of contact, newsletter, white-paper, quote.',
    ],
    [['export', 'contact', '--since'], '--since needs a date'],
    [['export', 'contact', '--since', '31/01/2026'], '"31/01/2026" is not a date as YYYY-MM-DD'],
    [['export', 'contact', '--since', '2026-02-30'], '"2026-02-30" is not a date'],
    [['export', 'contact', '--until', '2026-01-01'], 'Unknown argument "--until".'],
    [['export', 'contact', '--since', '2026-01-01', '--since', '2026-01-02'], '--since is given twice.'],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => parseLeadsArgs(argv)).toThrow(UsageError);
    expect(() => parseLeadsArgs(argv)).toThrow(message);
  });

  test('a bad argument prints the problem and the usage to stderr and exits with 2', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeadsCli(['export', 'leads'], {
      stdout: (s) => out.push(s),
      stderr: (s) => err.push(s),
    });
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('')).toContain(USAGE);
  });

  test('a missing SQLite file is reported, not created', async () => {
    const err: string[] = [];
    const code = await runLeadsCli(
      ['export', 'contact'],
      { stdout: () => {}, stderr: (s) => err.push(s) },
      { DATABASE_URL: 'file:/nonexistent/fxe/site.db' },
    );
    expect(code).toBe(1);
    expect(err.join('')).toContain('There is no database at /nonexistent/fxe/site.db');
  });
});

describe.each(TEST_DATABASES)('exporting leads from %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const visitor = (ip: string, culture = 'en-GB') => new TestVisitor(t.app, { ip, culture });
    await visitor('198.51.100.1', 'es-ES').post('/api/contact/submit', {
      email: 'old@example.com',
      firstName: 'Old',
      message: 'Before',
      allowEmails: true,
    });
    t.clock.advance(2 * 24 * 60 * 60_000);
    await visitor('198.51.100.2').post('/api/contact/submit', {
      email: 'eve@example.com',
      firstName: '=HYPERLINK("http://evil.example")',
      message: 'Line one,\nline "two"',
      allowEmails: false,
    });
    await visitor('198.51.100.3').post('/api/newsletter/submit', { email: 'news@example.com' });
    await visitor('198.51.100.4').post('/api/white-paper/submit', {
      email: 'paper@example.com',
      allowEmails: true,
    });
    await visitor('198.51.100.5').post('/api/quote/submit', {
      company: '@Contoso, Ltd',
      email: 'buyer@example.com',
      users: 13,
      billing: 'annual',
      currency: 'EUR',
      message: '',
      consent: true,
    });
  });
  afterAll(async () => t.close());

  test('contact: every row, oldest first, quoted and defused', async () => {
    const csv = await exportLeads(t.app.db, 'contact');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('created_at,email,first_name,message,allow_emails,culture,consent_version,ip_hash');
    expect(lines[1]).toMatch(
      /^2026-01-15T10:00:00\.000Z,old@example\.com,Old,Before,true,es-ES,contact-[\d-]+,[0-9a-f]{64}$/,
    );
    expect(lines[1]).toContain(`,${CONSENT_VERSIONS.contact},`);
    expect(csv).toContain(
      `eve@example.com,"'=HYPERLINK(""http://evil.example"")","Line one,\nline ""two""",false,en-GB,`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  test('--since keeps the rows created on or after that day', async () => {
    const csv = await exportLeads(t.app.db, 'contact', '2026-01-17');
    expect(csv).not.toContain('old@example.com');
    expect(csv).toContain('eve@example.com');
    expect((await exportLeads(t.app.db, 'contact', '2026-01-18')).split('\r\n')).toHaveLength(2);
  });

  test('newsletter, white paper and quote', async () => {
    expect(await exportLeads(t.app.db, 'newsletter')).toMatch(
      /^created_at,email,status,culture,requested_at,confirmed_at,unsubscribed_at,consent_version,ip_hash,confirmed_ip_hash\r\n2026-01-17T10:00:00\.000Z,news@example\.com,pending,en-GB,2026-01-17T10:00:00\.000Z,,,newsletter-[\d-]+,[0-9a-f]{64},\r\n$/,
    );
    expect(await exportLeads(t.app.db, 'newsletter')).toContain(`,${CONSENT_VERSIONS.newsletter},`);
    expect(await exportLeads(t.app.db, 'white-paper')).toContain(
      `paper@example.com,true,en-GB,${CONSENT_VERSIONS.whitePaper},`,
    );
    expect(await exportLeads(t.app.db, 'quote')).toContain(
      `"'@Contoso, Ltd",buyer@example.com,13,annual,EUR,,en-GB,`,
    );
  });

  test('the command prints the CSV of the database DATABASE_URL names', async () => {
    const out: string[] = [];
    const code = await runLeadsCli(
      ['export', 'quote'],
      { stdout: (s) => out.push(s), stderr: () => {} },
      { DATABASE_URL: t.database.url },
    );
    expect(code).toBe(0);
    expect(out.join('')).toContain('buyer@example.com');
  });
});
