import { describe, expect, test, vi } from 'vitest';
import { NAMESPACES, SERVER_NAMESPACES } from '#shared/i18n/namespaces.ts';
import { createClientStore } from './client-store.ts';

// The marketing content is the build's virtual modules; these tests are about the catalogues.
vi.mock('./content-modules.ts', () => ({ loadContent: vi.fn() }));

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
