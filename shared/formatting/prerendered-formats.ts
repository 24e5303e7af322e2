/**
 * Text that Intl formatted while a page was prerendered (prices, percentages, dates) travels with the page,
 * so the browser hydrates that page without formatting anything itself.
 *
 * Why: in Chromium the first Intl number or date formatter a page creates costs tens of milliseconds while
 * ICU sets itself up. Paid while hydrating, it is one long task that blocks the visitor's first tap. With the
 * prerendered text in hand, Intl starts only once the visitor changes something, such as the currency
 * (docs/decisions/0015).
 *
 * The prerender records every string while it renders one page (`recordFormats`). The page carries the
 * strings in a JSON script (build/page-document.ts), and the browser hands them over before it hydrates
 * (`takeOverFormats`). A key names everything its text depends on, so a handed-over string can never be wrong
 * for a key.
 */

/** What the prerender wrote, by key. It holds only the current page's strings, so it stays small. */
const handedOver = new Map<string, string>();

/** While a page is prerendered, the strings it formats; otherwise undefined. */
let recording: Map<string, string> | undefined;

/** The id of the page's JSON script that carries the prerendered strings. */
export const PRERENDERED_FORMATS_ID = 'prerendered-formats';

/** The text for `key`: the prerendered one when the page brought it, else `format()` (and Intl) makes it. */
export function formatText(key: string, format: () => string): string {
  const text = handedOver.get(key) ?? format();
  recording?.set(key, text);
  return text;
}

/**
 * Runs one page's render and returns what it formatted with the render's result. Pages are prerendered one
 * after another; a second render started before the first has finished would mix their strings, so it throws.
 */
export async function recordFormats<T>(
  render: () => Promise<T>,
): Promise<{ result: T; formats: Record<string, string> }> {
  if (recording)
    throw new Error('recordFormats: a page is already being recorded; render one page at a time');
  const formats = new Map<string, string>();
  recording = formats;
  try {
    return { result: await render(), formats: Object.fromEntries(formats) };
  } finally {
    recording = undefined;
  }
}

/**
 * Takes over the strings a prerendered page carries (the text of its JSON script). Anything that is not an object
 * of strings is ignored: the page then formats its own text, only more slowly.
 */
export function takeOverFormats(json: string | null | undefined): void {
  if (!json) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
  for (const [key, text] of Object.entries(parsed)) {
    if (typeof text === 'string') handedOver.set(key, text);
  }
}

/** Forgets what was handed over (tests only: each starts from a page that brought nothing). */
export function forgetHandedOverFormats(): void {
  handedOver.clear();
}
