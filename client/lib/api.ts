import { API_ROUTES } from '#shared/api/endpoints.ts';
import { type ApiReply, XSRF_COOKIE, XSRF_HEADER } from '#shared/api/reply.ts';
import { CULTURE_HEADER, type Culture } from '#shared/cultures.ts';
import { readCookie } from './cookies.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** The culture that selects the language of the server's errorMessage. */
  getCulture: () => Culture;
  /** The app's API error handler: 401 sign-in, 403 forbidden, 404 not found, else 'Ooops!'. */
  onHttpError: (response: Response) => void;
  /** The errorMessage returned when the call could not complete ('An unexpected error occurred'). */
  unexpectedMessage: () => string;
  fetch?: typeof fetch;
}

/**
 * What a call came to, for the code that acts on it: a form tells a refusal (shown in its modal) from a call
 * that never completed (which the app's error handler has already dealt with) by kind, never by message.
 */
export type ApiOutcome<TModel = unknown, TItem = unknown> =
  | { kind: 'succeeded'; model: TModel | null; list: TItem[] | null }
  /**
   * The server said no: a broken rule (succeeded false), a rate limit or its database briefly out of reach
   * (503), with its localised message.
   */
  | { kind: 'refused'; message: string }
  /** No answer to act on: no network, an unreadable reply, or a status the error handler took. */
  | { kind: 'failed'; message: string };

export interface ApiClient {
  /** Every call of the features goes through here (client/features/<feature>/*-api.ts). */
  send<TModel = unknown, TItem = unknown>(
    method: HttpMethod,
    url: string,
    body?: unknown,
  ): Promise<ApiOutcome<TModel, TItem>>;
  /** The same call, answered in the API's own reply shape. */
  request<TModel = unknown, TItem = unknown>(
    method: HttpMethod,
    url: string,
    body?: unknown,
  ): Promise<ApiReply<TModel, TItem>>;
  get<TModel = unknown, TItem = unknown>(url: string): Promise<ApiReply<TModel, TItem>>;
  post<TModel = unknown, TItem = unknown>(url: string, body?: unknown): Promise<ApiReply<TModel, TItem>>;
}

/**
 * The shared helper: JSON body (for methods other than GET/HEAD), the anti-forgery header from the
 * XSRF-TOKEN cookie, X-APP-CULTURE. A non-OK response goes to the error handler and returns succeeded false
 * with 'An unexpected error occurred', as does a network error. A 429 and a 503 (the database briefly out
 * of reach) are the exceptions: their body carries a localised errorMessage that the screen shows in its modal.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const failed = () => ({ kind: 'failed', message: options.unexpectedMessage() }) as const;

  async function send<TModel, TItem>(
    method: HttpMethod,
    url: string,
    body?: unknown,
  ): Promise<ApiOutcome<TModel, TItem>> {
    try {
      const response = await sendWithXsrfToken(doFetch, url, {
        method,
        credentials: 'same-origin',
        headers: buildHeaders(options.getCulture()),
        body: isRead(method) ? undefined : JSON.stringify(body ?? {}),
      });
      if (response.status === 429) return (await readRefusal(response)) ?? failed();
      // The database out of reach for a moment: the form keeps what was typed and shows the server's message.
      // A 503 without one (from a proxy in front) goes to the error handler like any other status.
      if (response.status === 503) {
        const refusal = await readRefusal(response);
        if (refusal) return refusal;
      }
      if (!response.ok) {
        options.onHttpError(response);
        return failed();
      }
      const reply = (await response.json()) as ApiReply<TModel, TItem>;
      return reply.succeeded
        ? { kind: 'succeeded', model: reply.model, list: reply.list }
        : { kind: 'refused', message: reply.errorMessage };
    } catch {
      return failed();
    }
  }

  async function request<TModel, TItem>(method: HttpMethod, url: string, body?: unknown) {
    return replyOf(await send<TModel, TItem>(method, url, body));
  }

  return {
    send,
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body),
  };
}

function replyOf<TModel, TItem>(outcome: ApiOutcome<TModel, TItem>): ApiReply<TModel, TItem> {
  return outcome.kind === 'succeeded'
    ? { succeeded: true, errorMessage: '', model: outcome.model, list: outcome.list }
    : { succeeded: false, errorMessage: outcome.message, model: null, list: null };
}

/** A 429's or 503's body carries the localised message the screen shows in its modal. */
async function readRefusal(response: Response): Promise<ApiOutcome<never, never> | null> {
  const reply = (await response.json().catch(() => null)) as Partial<ApiReply> | null;
  return reply && typeof reply.errorMessage === 'string'
    ? { kind: 'refused', message: reply.errorMessage }
    : null;
}

function buildHeaders(culture: Culture): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [CULTURE_HEADER]: culture,
  };
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Sends a call with the anti-forgery header. Pages set no cookie, so before its first write the page asks the
 * server for a token. A write refused with 403 whose reply brought a new token (the old one no longer fitted,
 * say the anonymous id was cleared) is sent once more: the refusal came before the server read the body.
 */
async function sendWithXsrfToken(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit & { method: string; headers: Record<string, string> },
): Promise<Response> {
  if (isRead(init.method)) return doFetch(url, init);
  if (!readCookie(XSRF_COOKIE)) {
    const tokenResponse = await doFetch(API_ROUTES.xsrfToken, {
      method: 'GET',
      credentials: 'same-origin',
      headers: init.headers,
    });
    // Only its cookie matters; the body is read all the same, or the browser holds the request open.
    await tokenResponse.text().catch(() => '');
  }
  const sent = readCookie(XSRF_COOKIE);
  const response = await doFetch(url, { ...init, headers: { ...init.headers, [XSRF_HEADER]: sent } });
  const fresh = readCookie(XSRF_COOKIE);
  if (response.status !== 403 || !fresh || fresh === sent) return response;
  return doFetch(url, { ...init, headers: { ...init.headers, [XSRF_HEADER]: fresh } });
}

/**
 * The callback-style helper: calls onSuccess with the parsed reply; on a non-OK response or a
 * network failure it logs 'There was a problem with the fetch operation' and calls onError.
 */
export function fetchWithCallbacks<T>(
  url: string,
  init: { method?: HttpMethod; body?: unknown; culture: Culture },
  onSuccess: (reply: ApiReply<T>) => void,
  onError: (error: unknown) => void,
  doFetch: typeof fetch = (input, requestInit) => fetch(input, requestInit),
): Promise<void> {
  const method = init.method ?? 'GET';
  return sendWithXsrfToken(doFetch, url, {
    method,
    credentials: 'same-origin',
    headers: buildHeaders(init.culture),
    body: isRead(method) ? undefined : JSON.stringify(init.body ?? {}),
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      onSuccess((await response.json()) as ApiReply<T>);
    })
    .catch((error: unknown) => {
      console.error('There was a problem with the fetch operation', error);
      onError(error);
    });
}
