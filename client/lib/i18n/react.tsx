import type { TFunction } from 'i18next';
import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { Namespace } from '#shared/i18n/namespaces.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import type { Catalogue } from './translate.ts';

// react-i18next's API shape over our CatalogueStore (docs/decisions/0010). Types come from i18next
// (type-only: no bytes in the bundle), so keys stay checked against the en-GB catalogues.

const StoreContext = createContext<CatalogueStore | null>(null);

export function I18nProvider({ store, children }: { store: CatalogueStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useStore(): CatalogueStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useTranslation must be used inside I18nProvider');
  return store;
}

type Namespaces = Namespace | readonly Namespace[];
type FirstNamespace<N extends Namespaces> = N extends readonly Namespace[] ? N[0] : N;

/**
 * The translator for a namespace (default 'common'), in the current culture. Suspends while the
 * namespace's catalogue loads; re-renders when the culture changes.
 */
export function useTranslation<N extends Namespaces = 'common'>(
  ns?: N,
): { t: TFunction<N>; i18n: CatalogueStore; ready: true } {
  const store = useStore();
  const version = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const namespaces: readonly Namespace[] =
    ns === undefined ? ['common'] : Array.isArray(ns) ? ns : [ns as Namespace];
  for (const n of namespaces) store.usedNamespaces.add(n);
  const missing = namespaces.filter((n) => !store.has(n));
  if (missing.length > 0) use(store.load(missing));
  const defaultNs = namespaces[0] as FirstNamespace<N>;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the culture version is what changes the text.
  const t = useMemo(
    () =>
      ((key: string, options?: Record<string, unknown>) =>
        store.t(key, options, defaultNs)) as unknown as TFunction<N>,
    [store, defaultNs, version],
  );
  return { t, i18n: store, ready: true };
}

/**
 * A namespace's whole catalogue in the current culture, for content that is data rather than strings to
 * translate (the marketing content). Suspends while it loads; re-renders when the culture changes.
 */
export function useCatalogue(namespace: string): Catalogue {
  const store = useStore();
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  store.usedNamespaces.add(namespace);
  if (!store.has(namespace)) use(store.load([namespace]));
  const catalogue = store.catalogue(namespace);
  if (!catalogue) throw new Error(`No catalogue ${store.language}/${namespace}`);
  return catalogue;
}

type AnyTranslate = (key: string, options?: Record<string, unknown>) => unknown;

/**
 * A translation with markup: `<email>{{email}}</email>` or `<0>…</0>` in the text become the given
 * components, with the text between the tags as their children. `<br/>` style tags work too.
 */
export function Trans({
  i18nKey,
  t,
  values,
  components,
}: {
  i18nKey: string;
  t: unknown;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement> | ReactElement[];
}) {
  const text = String((t as AnyTranslate)(i18nKey, values));
  return <>{renderTags(text, components ?? {})}</>;
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

function renderTags(text: string, components: Record<string, ReactElement> | ReactElement[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[2] ?? '';
    const component = (components as Record<string, ReactElement | undefined>)[name];
    const inner = match[3] === undefined ? undefined : renderTags(match[3], components);
    if (isValidElement(component)) {
      nodes.push(cloneElement(component, { key: nodes.length }, ...(inner ?? [])));
    } else {
      nodes.push(<Fragment key={nodes.length}>{inner ?? match[0]}</Fragment>);
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
