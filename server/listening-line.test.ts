import { expect, test } from 'vitest';
import { listeningLine } from './listening-line.ts';

const FACTS = { database: 'SQLite data/site.db', mail: 'files in data/mail' };

test("a fresh clone's start-up line names its address once", () => {
  expect(listeningLine({ ...FACTS, host: '0.0.0.0', port: 3000, publicUrl: 'http://localhost:3000' })).toBe(
    'Listening on http://localhost:3000, database SQLite data/site.db, e-mails to files in data/mail',
  );
});

test('behind a proxy it names where it listens and the public address', () => {
  expect(
    listeningLine({ ...FACTS, host: '127.0.0.1', port: 3001, publicUrl: 'https://fakexrmeasy.example' }),
  ).toBe(
    'Listening on http://127.0.0.1:3001 (PUBLIC_URL https://fakexrmeasy.example), database SQLite data/site.db, ' +
      'e-mails to files in data/mail',
  );
});
