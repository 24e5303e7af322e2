import { describe, expect, test } from 'vitest';
import { webAuthnParty } from './webauthn-party.ts';

describe('webAuthnParty', () => {
  test.each([
    ['https://fakexrmeasy.com', 'fakexrmeasy.com', 'https://fakexrmeasy.com'],
    ['https://www.example.org:8443', 'www.example.org', 'https://www.example.org:8443'],
    ['http://localhost:3000', 'localhost', 'http://localhost:3000'],
    ['http://127.0.0.1:3100', 'localhost', 'http://localhost:3100'],
    ['http://[::1]:3100', 'localhost', 'http://localhost:3100'],
  ])('%s answers as %s from %s', (publicUrl, rpID, origin) => {
    expect(webAuthnParty(publicUrl)).toEqual({ rpID, origin });
  });
});
