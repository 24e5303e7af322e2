import { describe, expect, test, vi } from 'vitest';
import type { Culture } from '#shared/cultures.ts';
import { CatalogueStore } from './catalogue-store.ts';
import type { Catalogue } from './translate.ts';

const TEXTS: Record<Culture, Record<string, Catalogue>> = {
  'en-GB': { common: { hello: 'Hello' }, pricing: { title: 'Pricing' }, docs: { title: 'Docs' } },
  'es-ES': { common: { hello: 'Hola' }, pricing: { title: 'Precios' }, docs: { title: 'Documentación' } },
  'ca-ES': { common: { hello: 'Hola!' }, pricing: { title: 'Preus' }, docs: { title: 'Documentació' } },
};

/** A loader whose loads finish when the test says so, each recorded as "culture/namespace". */
function controlledLoader() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const loader = vi.fn(
    (culture: Culture, namespace: string) =>
      new Promise<Catalogue>((resolve, reject) => {
        pending.set(`${culture}/${namespace}`, {
          resolve: () => resolve(TEXTS[culture][namespace] ?? {}),
          reject,
        });
      }),
  );
  const finish = async (name: string, error?: Error) => {
    const load = pending.get(name);
    if (!load) throw new Error(`${name} is not loading`);
    pending.delete(name);
    if (error) load.reject(error);
    else load.resolve();
    await Promise.resolve();
  };
  const loads = () => loader.mock.calls.map(([culture, namespace]) => `${culture}/${namespace}`);
  return { loader, finish, loads };
}

/** An English store with common and pricing loaded. */
function englishStore(loader: ReturnType<typeof controlledLoader>['loader']) {
  return new CatalogueStore('en-GB', loader, {
    'en-GB': { common: TEXTS['en-GB'].common as Catalogue, pricing: TEXTS['en-GB'].pricing as Catalogue },
  });
}

describe('CatalogueStore.changeLanguage', () => {
  test('loads every namespace loaded in the current culture, in the new one, and nothing else', async () => {
    const { loader, finish, loads } = controlledLoader();
    const store = englishStore(loader);
    const change = store.changeLanguage('es-ES');
    expect(loads().sort()).toEqual(['es-ES/common', 'es-ES/pricing']);
    await finish('es-ES/common');
    await finish('es-ES/pricing');
    await change;
    expect(store.has('common')).toBe(true);
    expect(store.has('pricing')).toBe(true);
    expect(store.has('docs')).toBe(false);
  });

  test('keeps the old culture, its texts and its snapshot until every load has finished, then switches at once', async () => {
    const { loader, finish } = controlledLoader();
    const store = englishStore(loader);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();

    const change = store.changeLanguage('es-ES');
    await finish('es-ES/common');
    expect(store.language).toBe('en-GB');
    expect([store.t('hello'), store.t('pricing:title')]).toEqual(['Hello', 'Pricing']);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    await finish('es-ES/pricing');
    await change;
    expect(store.language).toBe('es-ES');
    expect([store.t('hello'), store.t('pricing:title')]).toEqual(['Hola', 'Precios']);
    expect(store.getSnapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('does not load again what the new culture has, and still notifies once', async () => {
    const loader = vi.fn(async () => ({}));
    const store = new CatalogueStore('en-GB', loader, {
      'en-GB': { common: TEXTS['en-GB'].common as Catalogue },
      'ca-ES': { common: TEXTS['ca-ES'].common as Catalogue },
    });
    const listener = vi.fn();
    store.subscribe(listener);
    await store.changeLanguage('ca-ES');
    expect(loader).not.toHaveBeenCalled();
    expect(store.language).toBe('ca-ES');
    expect(store.t('hello')).toBe('Hola!');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('a failed load rejects the switch and leaves the culture as it was, unannounced', async () => {
    const { loader, finish } = controlledLoader();
    const store = englishStore(loader);
    const listener = vi.fn();
    store.subscribe(listener);
    const change = store.changeLanguage('es-ES');
    await finish('es-ES/common');
    await finish('es-ES/pricing', new Error('offline'));
    await expect(change).rejects.toThrow('offline');
    expect(store.language).toBe('en-GB');
    expect(store.t('hello')).toBe('Hello');
    expect(listener).not.toHaveBeenCalled();
  });

  test('a listener that unsubscribed is not told', async () => {
    const store = new CatalogueStore('en-GB', async (c, ns) => TEXTS[c][ns] ?? {});
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.changeLanguage('es-ES');
    unsubscribe();
    await store.changeLanguage('en-GB');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
