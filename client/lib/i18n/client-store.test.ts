import { describe, expect, test } from 'vitest';
import { NAMESPACES, SERVER_NAMESPACES } from '#shared/i18n/namespaces.ts';
import { createClientStore } from './client-store.ts';

describe('createClientStore', () => {
  test.each(NAMESPACES.filter((ns) => !SERVER_NAMESPACES.includes(ns)))(
    'loads the %s catalogue',
    async (ns) => {
      const store = await createClientStore('es-ES');
      await store.load([ns]);
      expect(Object.keys(store.catalogue(ns) ?? {}).length).toBeGreaterThan(0);
    },
  );

  test.each(SERVER_NAMESPACES)(
    "has no %s catalogue: the server's own never reach the browser",
    async (ns) => {
      const store = await createClientStore('ca-ES');
      await expect(store.load([ns])).rejects.toThrow(`No catalogue ca-ES/${ns}`);
    },
  );
});
