import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { signedInVisitor } from '#server/test/account-test-support.ts';
import { fixtureDist } from '#server/test/fixture-dist.ts';
import {
  createRecordingTransport,
  createTestApp,
  TEST_DATABASES,
  type TestApp,
  TestVisitor,
  testConfig,
} from '#server/test/test-app.ts';
import { API_ROUTES } from '#shared/api/endpoints.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

/** Sends bytes as they are (fetch would refuse most of these requests) and reads the answer until the close. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (raw += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw });
    });
  });
}

describe("Fastify's and Node's own refusals, over a real socket", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  const MARKER = 'xss-marker-7f3a';
  const cases: Array<[string, string, number, string, string]> = [
    [
      'a URL Fastify cannot decode, on the API',
      `GET /api/%${MARKER} HTTP/1.1\r\nHost: x\r\nX-APP-CULTURE: ca-ES\r\nConnection: close\r\n\r\n`,
      400,
      'application/json; charset=utf-8',
      'No s’ha pogut entendre la petició.',
    ],
    [
      'a URL Fastify cannot decode, on a page',
      `GET /es/%${MARKER} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      400,
      'text/plain; charset=utf-8',
      'No se ha podido entender la petición.',
    ],
    [
      'a method Node does not know',
      `${MARKER.toUpperCase().replaceAll('-', '')} / HTTP/1.1\r\nHost: x\r\n\r\n`,
      400,
      'application/json; charset=utf-8',
      'The request could not be understood.',
    ],
    [
      'a header past Node’s 16 KB limit',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${MARKER}${'a'.repeat(70_000)}\r\n\r\n`,
      431,
      'application/json; charset=utf-8',
      'The request headers are too large.',
    ],
    [
      'a URL past Node’s 16 KB limit',
      `GET /${MARKER}${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'application/json; charset=utf-8',
      'The request headers are too large.',
    ],
    [
      'a Content-Length that is not a number',
      `POST /api/contact/submit HTTP/1.1\r\nHost: x\r\nContent-Length: ${MARKER}\r\n\r\n`,
      400,
      'application/json; charset=utf-8',
      'The request could not be understood.',
    ],
  ];

  test.each(cases)(
    '%s: the status, the security headers, a localised message and nothing echoed',
    async (_name, request, status, type, message) => {
      const answer = await sendRaw(port, request);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe(type);
      for (const [name, value] of Object.entries(t.app.securityHeaders))
        expect(answer.headers[name], name).toBe(value);
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['cache-control']).toBe('no-store');
      if (type.startsWith('application/json'))
        expect(JSON.parse(answer.body)).toEqual({
          succeeded: false,
          errorMessage: message,
          model: null,
          list: null,
        });
      else expect(answer.body).toBe(message);
      expect(answer.raw.toLowerCase()).not.toContain(MARKER);
    },
  );

  test('a method Fastify has no route for (PROPFIND) is a 404 like any unknown path, with the headers', async () => {
    const answer = await sendRaw(
      port,
      'PROPFIND /api/contact/submit HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBe(t.app.securityHeaders['content-security-policy']);
    expect(JSON.parse(answer.body).succeeded).toBe(false);
  });

  test('a body that is not JSON is refused in the reply shape without echoing it', async () => {
    const visitor = new TestVisitor(t.app);
    await visitor.fetchXsrfToken();
    const response = await visitor.send('POST', API_ROUTES.contactSubmit, undefined, {
      'content-type': 'application/json',
    });
    // An empty body is valid (no JSON at all); a broken one is the refusal under test.
    expect(response.statusCode).not.toBe(403);
    const broken = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.contactSubmit,
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': visitor.cookie('XSRF-TOKEN') as string,
        cookie: `XSRF-TOKEN=${visitor.cookie('XSRF-TOKEN')}; aid=${visitor.cookie('aid')}`,
      },
      payload: `{"email": "${MARKER}`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(broken.headers['permissions-policy']).toContain('camera=()');
    expect(broken.body).not.toContain(MARKER);
  });
});

describe.each(TEST_DATABASES)('caching of API replies on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  test('signed-in replies (the profile, the billing address) are never stored by a cache', async () => {
    const { visitor } = await signedInVisitor(t);
    for (const url of [
      API_ROUTES.accountGetProfile,
      API_ROUTES.organisationGet,
      API_ROUTES.accountLoggedIn,
    ]) {
      const response = await visitor.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const saved = await visitor.post(API_ROUTES.accountUpdateProfile, {
      firstName: 'A',
      lastName: 'B',
      culture: 'en-GB',
    });
    expect(saved.headers['cache-control']).toBe('no-store');
  });

  test('refusals and unknown API paths are not stored either', async () => {
    const visitor = new TestVisitor(t.app);
    expect((await visitor.get(API_ROUTES.accountGetProfile)).headers['cache-control']).toBe('no-store');
    expect((await visitor.get('/api/nothing/here')).headers['cache-control']).toBe('no-store');
  });

  test('a reply that says how to cache itself keeps it: the countries list', async () => {
    const response = await new TestVisitor(t.app).get(API_ROUTES.countriesAll);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
  });

  test('pages keep their own caching', async () => {
    const page = await t.app.inject({ url: '/pricing' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('a database out of reach', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A real PostgreSQL pool on a loopback port where nothing listens: each connection is refused, as when
    // the database is down.
    const database = connectDatabase('postgres://postgres@127.0.0.1:4299/unreachable');
    app = await buildApp({
      config: testConfig(),
      database,
      distDir: fixtureDist(),
      mail: { transport: createRecordingTransport(), startWorker: false },
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  test('a call that needs it is answered 503 in the reply shape, in the caller’s culture, with Retry-After; pages are still served', async () => {
    const visitor = new TestVisitor(app, { culture: 'ca-ES', ip: '198.51.100.200' });
    const started = performance.now();
    const response = await visitor.post(API_ROUTES.contactSubmit, {
      email: 'ana@example.com',
      firstName: 'Ana',
      message: 'Hola',
      allowEmails: false,
    });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      succeeded: false,
      errorMessage: 'El lloc no està disponible ara mateix. Torneu-ho a provar d’aquí a uns instants.',
      model: null,
      list: null,
    });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/training' })).statusCode).toBe(200);
  });
});
