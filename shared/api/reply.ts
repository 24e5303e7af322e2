/** The generic API response of spec §3: every /api reply has this shape, success or failure. */
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

/** The header that carries the anti-forgery token taken from the XSRF-TOKEN cookie (spec §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Sets the XSRF-TOKEN cookie (pages set none): the browser calls it before its first write. */
export const XSRF_TOKEN_URL = '/api/xsrf-token';
