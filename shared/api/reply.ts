/** The one API reply shape (docs/product.md, API): every /api reply has it, success or failure. */
export interface ApiReply<TModel = unknown, TItem = unknown> {
  succeeded: boolean;
  errorMessage: string;
  model: TModel | null;
  list: TItem[] | null;
}

export function succeeded<TModel = null, TItem = never>(
  model: TModel | null = null,
  list: TItem[] | null = null,
): ApiReply<TModel, TItem> {
  return { succeeded: true, errorMessage: '', model, list };
}

export function failed(errorMessage: string): ApiReply<never, never> {
  return { succeeded: false, errorMessage, model: null, list: null };
}

/** The header that carries the anti-forgery token taken from the XSRF-TOKEN cookie (docs/product.md, API). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
