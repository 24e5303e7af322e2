/**
 * The subset of i18next's translation rules the site's catalogues use, in a few lines instead of 20 KB of
 * browser JavaScript (docs/decisions/0010): "ns:key.path" lookups, {{placeholders}}, $t(nesting),
 * plurals by Intl.PluralRules (key_one, key_other …) and returnObjects. The server keeps i18next itself,
 * and a test runs both over every catalogue to prove they agree.
 */
export type Catalogue = Record<string, unknown>;
export type Catalogues = Record<string, Catalogue | undefined>;

export interface TranslateOptions {
  ns?: string;
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  [value: string]: unknown;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function plural(culture: string, count: number): string {
  let rules = pluralRules.get(culture);
  if (!rules) {
    rules = new Intl.PluralRules(culture);
    pluralRules.set(culture, rules);
  }
  return rules.select(count);
}

function lookup(catalogue: Catalogue | undefined, path: string): unknown {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function translate(
  catalogues: Catalogues,
  culture: string,
  defaultNs: string,
  key: string,
  options: TranslateOptions = {},
): unknown {
  const separator = key.indexOf(':');
  const ns = separator > 0 ? key.slice(0, separator) : (options.ns ?? defaultNs);
  const path = separator > 0 ? key.slice(separator + 1) : key;
  const catalogue = catalogues[ns];

  let found: unknown;
  if (typeof options.count === 'number') {
    found = lookup(catalogue, `${path}_${options.count === 0 ? 'zero' : plural(culture, options.count)}`);
    if (found === undefined) found = lookup(catalogue, `${path}_${plural(culture, options.count)}`);
  }
  if (found === undefined) found = lookup(catalogue, path);
  if (found === undefined) return options.defaultValue ?? key;

  const finish = (text: string): string =>
    interpolate(
      text.replace(/\$t\(([^,)]+)(?:,\s*(\{[^)]*\}))?\)/g, (_whole, nestedKey: string, json?: string) => {
        const nestedOptions = json ? (JSON.parse(json) as TranslateOptions) : {};
        return String(
          translate(catalogues, culture, ns, nestedKey.trim(), { ...options, ...nestedOptions, ns }),
        );
      }),
      options,
    );
  if (typeof found === 'string') return finish(found);
  if (options.returnObjects) return mapStrings(found, finish);
  return key;
}

function mapStrings(node: unknown, map: (text: string) => string): unknown {
  if (typeof node === 'string') return map(node);
  if (Array.isArray(node)) return node.map((item) => mapStrings(item, map));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, mapStrings(v, map)]));
  }
  return node;
}
