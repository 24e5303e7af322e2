import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp, TestVisitor } from '#server/test/test-app.ts';
import { NOT_FOUND_LIMIT } from './rate-limit.ts';

describe('404s count toward a per-address limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  /** How each of a scanner's requests was answered, by status. */
  async function scan(visitor: TestVisitor, paths: string[]) {
    const statuses: number[] = [];
    for (const path of paths) statuses.push((await visitor.get(path)).statusCode);
    return statuses;
  }
  const unknownPaths = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, n) => `${prefix}/probe-${n}`);

  test('a scanner of unknown /api paths gets 429s once past the limit', async () => {
    const scanner = new TestVisitor(t.app, { ip: '203.0.113.10', culture: 'es-ES' });
    const statuses = await scan(scanner, unknownPaths('/api', 150));
    expect(statuses.slice(0, NOT_FOUND_LIMIT.max)).toEqual(Array(NOT_FOUND_LIMIT.max).fill(404));
    expect(statuses.slice(NOT_FOUND_LIMIT.max)).toEqual(Array(150 - NOT_FOUND_LIMIT.max).fill(429));
    const limited = await scanner.get('/api/one-more');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      succeeded: false,
      errorMessage: expect.stringMatching(/^Demasiados intentos\./),
    });
  });

  test('a scanner of unknown pages gets 429s once past the limit, writes to unknown paths count too', async () => {
    const scanner = new TestVisitor(t.app, { ip: '203.0.113.11' });
    const statuses = await scan(scanner, unknownPaths('/wp-admin', 149));
    expect(statuses.filter((status) => status === 404)).toHaveLength(NOT_FOUND_LIMIT.max);
    expect(statuses.at(-1)).toBe(429);
    const write = await scanner.send('POST', '/xmlrpc.php', {}, { 'content-type': 'application/json' });
    expect(write.statusCode).toBe(429);
    expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('pages and API paths share one allowance, and it comes back after the window', async () => {
    const scanner = new TestVisitor(t.app, { ip: '203.0.113.12' });
    const half = NOT_FOUND_LIMIT.max / 2;
    const statuses = await scan(scanner, [
      ...unknownPaths('/api', half),
      ...unknownPaths('/admin', half),
      '/api/one-too-many',
    ]);
    expect(statuses.at(-1)).toBe(429);
    t.clock.advance(NOT_FOUND_LIMIT.windowMs);
    expect((await scanner.get('/api/after-the-window')).statusCode).toBe(404);
  });

  test('known pages and files never count, and stay open to an address that is limited', async () => {
    const visitor = new TestVisitor(t.app, { ip: '203.0.113.13' });
    const known = ['/training', '/assets/app-Test1234.js', '/api/account/logged-in', '/notfound'];
    const statuses = await scan(
      visitor,
      Array.from({ length: 200 }, (_, n) => known[n % known.length] ?? ''),
    );
    expect(statuses).not.toContain(429);
    // Another address's scan does not touch this one, and a limited scanner still gets the pages.
    expect((await visitor.get('/no-such-page')).statusCode).toBe(404);
    const scanner = new TestVisitor(t.app, { ip: '203.0.113.14' });
    await scan(scanner, unknownPaths('/api', NOT_FOUND_LIMIT.max + 1));
    expect((await scanner.get('/api/probe')).statusCode).toBe(429);
    expect((await scanner.get('/training')).statusCode).toBe(200);
    expect((await scanner.get('/assets/app-Test1234.js')).statusCode).toBe(200);
  });
});
