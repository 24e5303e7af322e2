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

// i18next's own pattern for $t(key) and $t(key, {options}): a ")" inside a quoted option value or inside
// balanced brackets does not end the call.
const NESTING = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/g;
const OPTIONS_START = /,[ ]*\{/;

const nestingCount = (text: string) => text.match(NESTING)?.length ?? 0;

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

  // As i18next looks: key_zero (for 0), the count's plural form, the bare key, then key_other.
  const candidates = [path];
  if (typeof options.count === 'number') {
    const form = plural(culture, options.count);
    candidates.unshift(`${path}_${form}`);
    if (options.count === 0) candidates.unshift(`${path}_zero`);
    if (form !== 'other') candidates.push(`${path}_other`);
  }
  let found: unknown;
  for (const candidate of candidates) {
    found = lookup(catalogue, candidate);
    if (found !== undefined) break;
  }
  if (found === undefined) return options.defaultValue ?? key;

  // As i18next: placeholders first, then $t(…), unless a value brought a $t( in (it is text, not a call).
  const finish = (text: string): string => {
    const interpolated = interpolate(text, options);
    if (nestingCount(interpolated) > nestingCount(text)) return interpolated;
    return interpolated.replace(NESTING, (_whole, call: string) => {
      const { defaultValue: _, ...inherited } = options;
      const [nestedKey, nestedOptions] = parseNesting(call.trim());
      return String(translate(catalogues, culture, ns, nestedKey, { ...inherited, ...nestedOptions, ns }));
    });
  };
  if (typeof found === 'string') return finish(found);
  if (options.returnObjects) return mapStrings(found, finish);
  return key;
}

/**
 * The key and options of `key, {"name": "…"}`, its placeholders already filled (i18next's rules: single quotes
 * stand for double ones; options that are not JSON make the whole text the key, which is then missing).
 */
function parseNesting(call: string): [string, TranslateOptions] {
  const start = call.search(OPTIONS_START);
  if (start < 0) return [call, {}];
  const key = call.slice(0, start);
  let json = call.slice(call.indexOf('{', start));
  const singles = json.match(/'/g)?.length ?? 0;
  const doubles = json.match(/"/g)?.length ?? 0;
  if ((singles % 2 === 0 && doubles === 0) || doubles % 2 !== 0) json = json.replace(/'/g, '"');
  try {
    return [key, JSON.parse(json) as TranslateOptions];
  } catch {
    return [`${key},${json}`, {}];
  }
}

function mapStrings(node: unknown, map: (text: string) => string): unknown {
  if (typeof node === 'string') return map(node);
  if (Array.isArray(node)) return node.map((item) => mapStrings(item, map));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, mapStrings(v, map)]));
  }
  return node;
}
