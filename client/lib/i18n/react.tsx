import type { TFunction } from 'i18next';
import {
  cloneElement,
  createContext,
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
  // Always, even when nothing is missing (CatalogueStore.whenLoaded says why).
  use(store.whenLoaded(namespaces));
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
  use(store.whenLoaded([namespace]));
  const catalogue = store.catalogue(namespace);
  if (!catalogue) throw new Error(`No catalogue ${store.language}/${namespace}`);
  return catalogue;
}

type AnyTranslate = (key: string, options?: Record<string, unknown>) => unknown;
type Components = Record<string, ReactElement> | ReactElement[];

/**
 * A translation with markup, read as react-i18next's Trans reads it: `<email>{{email}}</email>` or `<0>…</0>`
 * in the text become the given components, with the text between the tags as their children (nested tags
 * too); `<icon/>` is the component as given. A tag that names no component stays as text, and so does markup
 * in a value: values never become tags. (react-i18next also renders `<br/>`, `<strong>`, `<i>` and `<p>`
 * without a component, and a numbered tag past the end of the array as its text: no catalogue needs them.)
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
  components?: Components;
}) {
  const text = String((t as AnyTranslate)(i18nKey, values && protect(values)));
  return <>{renderTags(text, components ?? {})}</>;
}

// While the text's tags are read, a "<" that a value brought in is this character instead.
const VALUE_LT = '\uE000';
const protect = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replaceAll('<', VALUE_LT) : value,
    ]),
  );

const TAG = /<(\/?)([\w-]+)\s*(\/?)>/g;

interface OpenTag {
  name: string;
  element: ReactElement;
  children: ReactNode[];
}

function renderTags(text: string, components: Components): ReactNode[] {
  const nodes: ReactNode[] = [];
  const open: OpenTag[] = [];
  const append = (node: ReactNode) => (open.at(-1)?.children ?? nodes).push(node);
  const appendText = (part: string) => part && append(part.replaceAll(VALUE_LT, '<'));
  const appendElement = (element: ReactElement, children: ReactNode[]) =>
    // Without children of its own in the text, a component keeps those it was given.
    append(cloneElement(element, { key: (open.at(-1)?.children ?? nodes).length }, ...children));

  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [tag, closing, name = '', selfClosing] = match;
    appendText(text.slice(last, match.index));
    last = match.index + tag.length;
    const element = (components as Record<string, ReactElement | undefined>)[name];
    if (!isValidElement(element) || (closing && selfClosing)) appendText(tag);
    else if (selfClosing) appendElement(element, []);
    else if (!closing) open.push({ name, element, children: [] });
    else if (open.at(-1)?.name === name) {
      const closed = open.pop() as OpenTag;
      appendElement(closed.element, closed.children);
    }
    // A closing tag that closes nothing is dropped, as react-i18next drops it.
  }
  appendText(text.slice(last));
  // Tags left open end with the text.
  for (let left = open.pop(); left; left = open.pop()) appendElement(left.element, left.children);
  return nodes;
}
