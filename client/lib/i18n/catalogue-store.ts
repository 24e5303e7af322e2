import type { Culture } from '#shared/cultures.ts';
import { type Catalogue, type Catalogues, type TranslateOptions, translate } from './translate.ts';

export type CatalogueLoader = (culture: Culture, namespace: string) => Promise<Catalogue>;

/**
 * A promise React's use() reads as already settled (its `status`), so a component whose catalogues are loaded
 * goes on rendering without suspending.
 */
const LOADED: PromiseLike<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * The browser's catalogues: the current culture and the namespaces loaded so far. Pages load their
 * namespace on first use (React Suspense); a culture switch loads every loaded namespace in the new culture
 * first, then changes at once, so the interface never shows a mix of languages.
 */
export class CatalogueStore {
  private current: Culture;
  /** The culture the last switch asked for: a slower, earlier switch must not win over it. */
  private requested: Culture;
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private readonly loader: CatalogueLoader;
  /** Every namespace a component asked for: the prerenderer lists them so the browser loads them first. */
  readonly usedNamespaces = new Set<string>();

  constructor(
    culture: Culture,
    loader: CatalogueLoader,
    preloaded: Partial<Record<Culture, Record<string, Catalogue>>> = {},
  ) {
    this.current = culture;
    this.requested = culture;
    this.loader = loader;
    for (const [c, namespaces] of Object.entries(preloaded)) {
      for (const [ns, catalogue] of Object.entries(namespaces ?? {}))
        this.catalogues.set(`${c}/${ns}`, catalogue);
    }
  }

  /** The current culture (named like i18next's, so code reads the same). */
  get language(): Culture {
    return this.current;
  }

  has(namespace: string, culture: Culture = this.current): boolean {
    return this.catalogues.has(`${culture}/${namespace}`);
  }

  /** A namespace's whole catalogue in a culture, once loaded. */
  catalogue(namespace: string, culture: Culture = this.current): Catalogue | undefined {
    return this.catalogues.get(`${culture}/${namespace}`);
  }

  /** Loads namespaces of a culture; the same promise is returned while a load is under way. */
  load(namespaces: readonly string[], culture: Culture = this.current): Promise<void> {
    const missing = namespaces.filter((ns) => !this.has(ns, culture));
    if (missing.length === 0) return Promise.resolve();
    const key = `${culture}/${missing.join(',')}`;
    let promise = this.pending.get(key);
    if (!promise) {
      promise = Promise.all(
        missing.map(async (ns) => {
          this.catalogues.set(`${culture}/${ns}`, await this.loader(culture, ns));
        }),
      ).then(
        () => void this.pending.delete(key),
        (error: unknown) => {
          this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, promise);
    }
    return promise;
  }

  /**
   * What a component hands to React's use() for its namespaces: the load under way, or a promise already
   * settled once they are here. A component calls use() whether or not anything is missing: React replays a
   * component that suspended once its promise has settled, and that replay must call the same hooks in the
   * same order (a use() skipped on the replay, because the catalogue has arrived, is React error #467).
   */
  whenLoaded(namespaces: readonly string[]): PromiseLike<void> {
    return namespaces.every((ns) => this.has(ns)) ? LOADED : this.load(namespaces);
  }

  async changeLanguage(culture: Culture): Promise<void> {
    this.requested = culture;
    const loaded = [...this.catalogues.keys()]
      .filter((k) => k.startsWith(`${this.current}/`))
      .map((k) => k.slice(this.current.length + 1));
    await this.load(loaded, culture);
    if (this.requested !== culture || this.current === culture) return;
    this.current = culture;
    this.version++;
    for (const listener of this.listeners) listener();
  }

  t(key: string, options: TranslateOptions = {}, defaultNs = 'common'): unknown {
    const catalogues: Catalogues = {};
    const prefix = `${this.current}/`;
    for (const [k, catalogue] of this.catalogues)
      if (k.startsWith(prefix)) catalogues[k.slice(prefix.length)] = catalogue;
    return translate(catalogues, this.current, defaultNs, key, options);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): number => this.version;
}
