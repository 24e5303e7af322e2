import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp, TestVisitor } from '#server/test/test-app.ts';

describe('GET /api/countries/all', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  async function list(culture: string) {
    const response = await new TestVisitor(t.app, { culture }).get('/api/countries/all');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ succeeded: true, errorMessage: '', model: null });
    return body.list as Array<{ alpha3Code: string; name: string }>;
  }

  test('lists every ISO 3166-1 country once, by alpha-3 code', async () => {
    const countries = await list('en-GB');
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const codes = countries.map((c) => c.alpha3Code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(codes).toEqual(expect.arrayContaining(['ESP', 'GBR', 'AND', 'USA', 'AUS', 'ALA']));
  });

  test.each([
    ['en-GB', 'Spain', 'GBR', 'United Kingdom'],
    ['es-ES', 'España', 'DEU', 'Alemania'],
    ['ca-ES', 'Espanya', 'GBR', 'Regne Unit'],
  ])('names are in the culture of X-APP-CULTURE (%s)', async (culture, spain, code, name) => {
    const countries = await list(culture);
    expect(countries.find((c) => c.alpha3Code === 'ESP')?.name).toBe(spain);
    expect(countries.find((c) => c.alpha3Code === code)?.name).toBe(name);
  });

  test.each(['en-GB', 'es-ES', 'ca-ES'])('the list is sorted the way %s sorts', async (culture) => {
    const names = (await list(culture)).map((c) => c.name);
    const collator = new Intl.Collator(culture, { sensitivity: 'base' });
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    // Accented initials sort with their letter, not after Z.
    expect(names.at(-1)?.[0]).toMatch(/[ZzÅÖ]/);
  });

  test('an unknown culture falls back to English', async () => {
    expect((await list('fr-FR')).find((c) => c.alpha3Code === 'ESP')?.name).toBe('Spain');
  });

  test('is compressed as the client accepts, and says it varies with that and the culture', async () => {
    const answer = (acceptEncoding?: string) =>
      t.app.inject({
        url: '/api/countries/all',
        headers: {
          'x-app-culture': 'es-ES',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const plain = await answer();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toBe('X-APP-CULTURE, Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('private, max-age=86400');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const) {
      const compressed = await answer(accepted);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(decode(compressed.rawPayload).toString()).toBe(plain.body);
    }
    expect(JSON.parse(plain.body).list.find((c: { alpha3Code: string }) => c.alpha3Code === 'ESP').name).toBe(
      'España',
    );
  });
});
