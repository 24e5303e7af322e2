import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashIp } from '#server/security/ip-hash.ts';
import { createTestApp, TEST_DATABASES, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { CONSENT_VERSIONS } from '#shared/validation/consent.ts';

const URL = '/api/white-paper/submit';
const DAY = 24 * 60 * 60_000;
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

describe.each(TEST_DATABASES)('the research study on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const rows = () => t.app.db.selectFrom('white_paper_request').selectAll().execute();
  async function clear() {
    await t.app.db.deleteFrom('white_paper_request').execute();
    await t.app.db.deleteFrom('outbox_email').execute();
  }

  /** Requests the study and returns the path of the download link from the e-mail. */
  async function requestLink(culture = 'en-GB'): Promise<string> {
    await clear();
    const response = await new TestVisitor(t.app, { culture, ip: nextIp() }).post(URL, {
      email: 'reader@example.com',
      allowEmails: true,
    });
    expect(response.json().succeeded).toBe(true);
    const email = await t.app.db.selectFrom('outbox_email').selectAll().executeTakeFirstOrThrow();
    const link = email.text_body.match(/https?:\/\/\S+\/api\/white-paper\/download\?token=\S+/)?.[0];
    if (!link) throw new Error('no download link in the e-mail');
    expect(link.startsWith(`${t.config.PUBLIC_URL}/`)).toBe(true);
    return link.slice(t.config.PUBLIC_URL.length);
  }

  test('a valid request is stored with its consent evidence and e-mails a download link in the culture', async () => {
    await clear();
    const ip = nextIp();
    const response = await new TestVisitor(t.app, { culture: 'es-ES', ip }).post(URL, {
      email: 'Reader@Example.com',
      allowEmails: true,
    });
    expect(response.json()).toEqual({ succeeded: true, errorMessage: '', model: null, list: null });
    const [row] = await rows();
    expect(row).toMatchObject({
      email: 'reader@example.com',
      culture: 'es-ES',
      consent_version: CONSENT_VERSIONS.whitePaper,
      ip_hash: hashIp(t.config.SESSION_SECRET, ip),
      created_at: t.clock.now().toISOString(),
    });
    expect(Boolean(row?.allow_emails)).toBe(true);
    const [email, ...more] = await t.app.db.selectFrom('outbox_email').selectAll().execute();
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ to_address: 'reader@example.com' });
    expect(email?.subject).toBe('Tu copia del estudio de investigación de FakeXrmEasy');
    expect(email?.text_body).toContain('/api/white-paper/download?token=');
    // The page to ask again is the one in the visitor's culture.
    expect(email?.text_body).toContain(`${t.config.PUBLIC_URL}/es/white-paper`);
  });

  test('the link downloads the PDF', async () => {
    const link = await requestLink();
    const response = await t.app.inject({ url: link });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="fakexrmeasy-research-study.pdf"',
    );
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the link still works just before 7 days and has expired at 7 days: the form says so', async () => {
    const link = await requestLink();
    t.clock.advance(7 * DAY - 1);
    expect((await t.app.inject({ url: link })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await t.app.inject({ url: link });
    expect(expired.statusCode).toBe(303);
    expect(expired.headers.location).toBe('/white-paper?link=expired');
  });

  test.each([
    ['a changed signature', (link: string) => `${link.slice(0, -3)}abc`],
    [
      'a token for another row',
      (link: string) => link.replace(/token=([\w-]+)/, (_m, body: string) => `token=${body}x`),
    ],
    ['no token', () => '/api/white-paper/download'],
    ['a token made for the newsletter', () => '/api/white-paper/download?token=eyJzdWIiOiJ4In0.abc'],
  ])('%s is refused and sent to the form, which says the link is not valid', async (_name, tamper) => {
    const link = await requestLink();
    const response = await t.app.inject({ url: tamper(link) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/white-paper?link=invalid');
  });

  test('a link whose request has been deleted no longer downloads', async () => {
    const link = await requestLink();
    await t.app.db.deleteFrom('white_paper_request').execute();
    const response = await t.app.inject({ url: link });
    expect(response.headers.location).toBe('/white-paper?link=invalid');
  });

  test.each([
    [{ email: '', allowEmails: true }, 'Please, email is mandatory'],
    [{ email: 'reader@', allowEmails: true }, "Please, email doesn't have a valid format"],
    [{ email: 'reader@example.com', allowEmails: false }, 'Please, we need your consent.'],
  ])('%j answers succeeded false with "%s" and stores nothing', async (body, message) => {
    await clear();
    const response = await new TestVisitor(t.app, { ip: nextIp() }).post(URL, body);
    expect(response.json()).toEqual({ succeeded: false, errorMessage: message, model: null, list: null });
    expect(await rows()).toHaveLength(0);
  });

  test('without the anti-forgery token the request is refused with 403', async () => {
    await clear();
    const visitor = new TestVisitor(t.app, { ip: nextIp() });
    await visitor.openPage('/white-paper');
    const response = await visitor.send(
      'POST',
      URL,
      { email: 'a@b.co', allowEmails: true },
      { 'x-xsrf-token': '' },
    );
    expect(response.statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  test('the sixth request from one IP within 10 minutes is 429 with Retry-After', async () => {
    const visitor = new TestVisitor(t.app, { culture: 'es-ES', ip: nextIp() });
    const body = { email: 'reader@example.com', allowEmails: true };
    for (let i = 0; i < 5; i++) expect((await visitor.post(URL, body)).statusCode).toBe(200);
    const limited = await visitor.post(URL, body);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errorMessage).toMatch(/^Demasiados intentos\./);
  });
});
